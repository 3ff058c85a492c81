import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MASKED_CONTACT } from "@campusride/shared/domain/contact-masking";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, messages, reviews, rides } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { askedRide } from "../../support/messages.ts";
import { review, tripWithRiders } from "../../support/reviews.ts";
import { createSession } from "../../support/session.ts";
import { requestSeats } from "../../support/trips.ts";

const app = await createTestApp();
const EARLIER_WORDING = "[hidden until booking is approved]";

/** The statements of the migration that rewrote the earlier wording in stored texts. */
function rewriteStatements(): string[] {
  const folder = path.resolve(import.meta.dirname, "../../../src/db/migrations");
  const file = readdirSync(folder).find(
    (name) =>
      name.endsWith(".sql") && readFileSync(path.join(folder, name), "utf8").includes(EARLIER_WORDING),
  );
  expect(file, "a migration rewrites the earlier wording").toBeDefined();
  return readFileSync(path.join(folder, file!), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
    .filter((statement) => statement.startsWith("UPDATE"));
}

describe("a hidden contact detail", () => {
  it("reads '[contact details hidden]': what it is, not when it would show", async () => {
    expect(MASKED_CONTACT).toBe("[contact details hidden]");
    const { ride, driver } = await askedRide(app, "Is there room for a guitar?");
    const edited = await app.inject({
      method: "PATCH",
      url: `/api/rides/${ride.id}`,
      headers: driver.headers,
      payload: { notes: "Text me at 352 555 0100 for the pickup" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // the driver reads their notes as written; a student without a confirmed seat, hidden
    const stranger = await createSession(app);
    const read = await app.inject({ method: "GET", url: `/api/rides/${ride.id}`, headers: stranger.headers });
    expect(read.json().notes).toBe("Text me at [contact details hidden] for the pickup");
  });

  it("is worded so in the texts stored with the earlier wording too", async () => {
    const old = (text: string) => `${text} ${EARLIER_WORDING}, thanks`;
    const { ride, conversationId } = await askedRide(app, "Can I call you?");
    const booking = await requestSeats(app, await createSession(app), ride.id);
    const trip = await tripWithRiders(app);
    const written = await review(app, trip.riders[0]!, trip.rideId, {
      subjectId: trip.driver.user.id,
      comment: "Great",
    });
    await app.db
      .update(messages)
      .set({ body: old("Call me at") })
      .where(eq(messages.conversationId, conversationId));
    await app.db
      .update(rides)
      .set({ notes: old("Pickup: text") })
      .where(eq(rides.id, ride.id));
    await app.db
      .update(bookings)
      .set({ notes: old("Two bags, email") })
      .where(eq(bookings.id, booking.id));
    await app.db
      .update(reviews)
      .set({ comment: old("Friendly, add") })
      .where(eq(reviews.id, written.id));

    for (const statement of rewriteStatements()) await app.db.execute(sql.raw(statement));

    const [message] = await app.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(message?.body).toBe(`Call me at ${MASKED_CONTACT}, thanks`);
    const [rideRow] = await app.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(rideRow?.notes).toBe(`Pickup: text ${MASKED_CONTACT}, thanks`);
    const [bookingRow] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(bookingRow?.notes).toBe(`Two bags, email ${MASKED_CONTACT}, thanks`);
    const [reviewRow] = await app.db.select().from(reviews).where(eq(reviews.id, written.id));
    expect(reviewRow?.comment).toBe(`Friendly, add ${MASKED_CONTACT}, thanks`);
  });
});
