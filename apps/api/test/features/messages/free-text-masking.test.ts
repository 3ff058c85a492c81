import { MASKED_CONTACT } from "@campusride/shared/domain/contact-masking";
import { REVIEW_MESSAGES } from "@campusride/shared/domain/reviews";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, messages, reviews, rides } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { askedRide } from "../../support/messages.ts";
import { getJson, postReview, review, tripWithRiders } from "../../support/reviews.ts";
import { createSession } from "../../support/session.ts";
import { createDriverSession, createRide, requestSeats } from "../../support/trips.ts";

// Free text others read whatever the bookings — a request's note, a trip's notes (until
// the reader's seat is confirmed), a review's comment — never carries a phone number, an
// email address or a payment handle.
const app = await createTestApp();
const M = MASKED_CONTACT;
const PHONE = "352 555 0100";

async function storedBookingNotes(bookingId: string) {
  const [row] = await app.db
    .select({ notes: bookings.notes })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.notes;
}

async function storedRideNotes(rideId: string) {
  const [row] = await app.db.select({ notes: rides.notes }).from(rides).where(eq(rides.id, rideId));
  return row?.notes;
}

describe("a request's note (POST /api/bookings)", () => {
  it("reaches the driver with contact details hidden, before any approval", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    const rider = await createSession(app);
    const booking = await requestSeats(app, rider, ride.id, 1, {
      notes: "Two bags. Text me at 352 555 0100 or venmo @sam-r",
    });
    expect(booking.notes).toBe(`Two bags. Text me at ${M} or venmo ${M}`);
    expect(await storedBookingNotes(booking.id)).toBe(`Two bags. Text me at ${M} or venmo ${M}`);
    const requests = await getJson(app, driver, `/api/rides/${ride.id}/requests`);
    expect(requests.statusCode, requests.body).toBe(200);
    expect(requests.body).not.toContain("0100");
    expect(requests.body).not.toContain("sam-r");
  });

  it("is masked on an instant booking too, and an ordinary note is kept as written", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { instantBooking: true, availableSeats: 3 });
    const first = await createSession(app);
    const instant = await requestSeats(app, first, ride.id, 1, { notes: "mail me: sam@ufl.edu" });
    expect(instant.status).toBe("approved");
    expect(await storedBookingNotes(instant.id)).toBe(`mail me: ${M}`);
    const second = await createSession(app);
    const plain = await requestSeats(app, second, ride.id, 1, { notes: "Pickup at 5:30, $25 is fine" });
    expect(await storedBookingNotes(plain.id)).toBe("Pickup at 5:30, $25 is fine");
  });
});

describe("a trip's notes (POST and PATCH /api/rides)", () => {
  it("are kept as written for the driver, and read by riders with contact details hidden", async () => {
    const driver = await createDriverSession(app);
    const written = "Questions? Call (352) 555-0100. Leaving 9:30 via I-75";
    const ride = await createRide(app, driver, { notes: written });
    expect(ride.notes).toBe(written);
    expect(await storedRideNotes(ride.id)).toBe(written);
    const rider = await createSession(app);
    expect((await getJson(app, rider, `/api/rides/${ride.id}`)).json().notes).toBe(
      `Questions? Call ${M}. Leaving 9:30 via I-75`,
    );

    const edited = await app.inject({
      method: "PATCH",
      url: `/api/rides/${ride.id}`,
      headers: driver.headers,
      payload: { notes: "Pay me on zelle: dana.r22 or ３５２５５５０１００" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().notes).toBe("Pay me on zelle: dana.r22 or ３５２５５５０１００");
    expect((await getJson(app, rider, `/api/rides/${ride.id}`)).json().notes).toBe(
      `Pay me on zelle: ${M} or ${M}`,
    );
  });
});

describe("a review's comment (POST /api/rides/:id/reviews)", () => {
  it("is published with contact details hidden", async () => {
    const { rideId, driver, riders } = await tripWithRiders(app);
    const written = await review(app, riders[0]!, rideId, {
      subjectId: driver.user.id,
      comment: "Great driver! Book her directly: dana at gmail dot com, 352.555.0100",
    });
    expect(written.comment).toBe(`Great driver! Book her directly: ${M}, ${M}`);
    const [stored] = await app.db
      .select({ comment: reviews.comment })
      .from(reviews)
      .where(eq(reviews.id, written.id));
    expect(stored?.comment).toBe(`Great driver! Book her directly: ${M}, ${M}`);
  });

  it("refuses a comment the mask would push past 500 characters (400), and writes nothing", async () => {
    const { rideId, driver, riders } = await tripWithRiders(app);
    const response = await postReview(app, riders[0]!, rideId, {
      subjectId: driver.user.id,
      // 500 characters as written; longer once the number gives way to the placeholder
      comment: `${"Great trip. ".repeat(42).slice(0, 500 - PHONE.length)}${PHONE}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION",
      message: REVIEW_MESSAGES.commentTooLongMasked,
      fields: { comment: REVIEW_MESSAGES.commentTooLongMasked },
    });
    expect(await app.db.select().from(reviews).where(eq(reviews.rideId, rideId))).toEqual([]);
  });
});

describe("contact details spelled to get past the mask", () => {
  // each was stored as written before; one text with all of them, as one sender might write it
  const written = [
    "352*555*0142",
    "352|555|0142",
    "352~555~0142",
    "phone: 352 555 and then 0142",
    "anaATuflDOTedu",
    "ig: @ana.rides",
    "snap me ana_rides22",
  ].join(" or ");
  const hidden = [M, M, M, `phone: ${M}`, M, `ig: ${M}`, `snap me ${M}`].join(" or ");
  const expectNoneLeft = (text: string | null | undefined) => {
    for (const piece of ["0142", "anaAT", "ana.rides", "ana_rides22"]) expect(text).not.toContain(piece);
  };

  it("are hidden in a message before any booking is approved", async () => {
    const { started } = await askedRide(app, `Can we sort it out off the app? ${written}`);
    expect(started.message).toMatchObject({
      body: `Can we sort it out off the app? ${hidden}`,
      masked: true,
    });
    const [stored] = await app.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.id, started.message.id));
    expectNoneLeft(stored?.body);
  });

  it("are hidden in a request's note, stored and as the driver reads it", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    const rider = await createSession(app);
    const booking = await requestSeats(app, rider, ride.id, 1, { notes: `2 bags. ${written}` });
    expect(booking.notes).toBe(`2 bags. ${hidden}`);
    expect(await storedBookingNotes(booking.id)).toBe(`2 bags. ${hidden}`);
    const requests = await getJson(app, driver, `/api/rides/${ride.id}/requests`);
    expect(requests.statusCode, requests.body).toBe(200);
    expectNoneLeft(requests.body);
  });

  it("are hidden in a trip's notes as riders read them", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { notes: `Leaving 7:30 via I-75. ${written}` });
    const shown = await app.inject({ url: `/api/rides/${ride.id}` });
    expect(shown.json().notes).toBe(`Leaving 7:30 via I-75. ${hidden}`);
    expectNoneLeft(shown.body);
  });

  it("are hidden in a review's comment", async () => {
    const { rideId, driver, riders } = await tripWithRiders(app);
    const posted = await review(app, riders[0]!, rideId, { subjectId: driver.user.id, comment: written });
    expect(posted.comment).toBe(hidden);
  });
});
