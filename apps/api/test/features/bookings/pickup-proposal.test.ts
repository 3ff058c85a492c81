import { LIMITS } from "@campusride/shared/limits";
import { PICKUP_PROPOSAL_MESSAGES } from "@campusride/shared/messages";
import { bookingSchema, riderBookingSchema } from "@campusride/shared/schemas/bookings";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, notifications } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { getJson } from "../../support/reviews.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { startSmtpInbox } from "../../support/smtp-inbox.ts";
import { haveContactConfirmed } from "../../support/trip-share-contacts.ts";
import {
  answerBooking,
  createDriverSession,
  createRide,
  postBooking,
  requestSeats,
  rideBody,
} from "../../support/trips.ts";

// A rider's proposed pickup spot (docs/product/ride-day.md#proposed-pickup-spot): made with
// the request near the trip's start, answered by the driver, read only by the two of them.
const inbox = await startSmtpInbox();
const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}` });

const ENDS = { originLat: 29.6516, originLng: -82.3248, destinationLat: 28.5384, destinationLng: -81.3789 };
const DRIVER_SPOT = {
  label: "J. Wayne Reitz Union, Gainesville, FL",
  lat: 29.6463,
  lng: -82.3478,
  note: "North entrance",
};
const PROPOSED = {
  label: "Library West, Gainesville, FL",
  lat: 29.6515,
  lng: -82.3428,
  note: "By the bike racks",
};
// Ocala: some 35 miles from the start
const FAR = { label: "Ocala, FL", lat: 29.1872, lng: -82.1401 };

/** A trip with the driver's own spot, and a rider's request proposing `proposal` (null: none). */
async function tripWithProposal(proposal: Record<string, unknown> | null = PROPOSED) {
  const driver = await createDriverSession(app, { firstName: "Dana" });
  const ride = await createRide(app, driver, rideBody({ ...ENDS, pickupSpot: DRIVER_SPOT }));
  const rider = await createSession(app, { firstName: "Sam" });
  const booking = await requestSeats(app, rider, ride.id, 1, proposal ? { pickupProposal: proposal } : {});
  return { driver, ride, rider, booking };
}

function answer(session: TestSession, bookingId: string, payload: unknown) {
  return app.inject({
    method: "POST",
    url: `/api/bookings/${bookingId}/pickup-proposal`,
    headers: session.headers,
    payload: payload as object,
  });
}

async function requestsOf(driver: TestSession, rideId: string) {
  const response = await getJson(app, driver, `/api/rides/${rideId}/requests`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function block(blocker: TestSession, blockedId: string) {
  return app.inject({ method: "PUT", url: `/api/blocks/${blockedId}`, headers: blocker.headers });
}

describe("POST /api/bookings with a proposed pickup spot", () => {
  it("is stored as proposed and shown to its rider and the driver", async () => {
    const { driver, ride, rider, booking } = await tripWithProposal();
    expect(bookingSchema.safeParse(booking).success).toBe(true);
    expect(booking.pickupProposal).toEqual({ ...PROPOSED, status: "proposed" });
    const own = await getJson(app, rider, `/api/bookings/${booking.id}`);
    expect(riderBookingSchema.safeParse(own.json()).success).toBe(true);
    expect(own.json().pickupProposal).toEqual({ ...PROPOSED, status: "proposed" });
    const mine = await getJson(app, rider, "/api/bookings/mine?scope=upcoming");
    expect(mine.json().bookings[0].pickupProposal.status).toBe("proposed");
    const requests = await requestsOf(driver, ride.id);
    expect(requests.pending[0].pickupProposal).toEqual({ ...PROPOSED, status: "proposed" });
  });

  it("is optional, and its note too", async () => {
    const plain = await tripWithProposal(null);
    expect(plain.booking.pickupProposal).toBeNull();
    const { note: _note, ...withoutNote } = PROPOSED;
    const noNote = await tripWithProposal(withoutNote);
    expect(noNote.booking.pickupProposal).toEqual({ ...withoutNote, note: null, status: "proposed" });
  });

  it("is refused further than the limit from the trip's start, with nothing written", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, rideBody(ENDS));
    const rider = await createSession(app);
    const response = await postBooking(app, rider, {
      rideId: ride.id,
      seatsRequested: 1,
      pickupProposal: FAR,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toEqual({ pickupProposal: PICKUP_PROPOSAL_MESSAGES.tooFar });
    const rows = await app.db.select().from(bookings).where(eq(bookings.rideId, ride.id));
    expect(rows).toHaveLength(0);
  });

  it("refuses a note that is too long, and a place without coordinates", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, rideBody(ENDS));
    const rider = await createSession(app);
    const long = await postBooking(app, rider, {
      rideId: ride.id,
      seatsRequested: 1,
      pickupProposal: { ...PROPOSED, note: "x".repeat(LIMITS.spotNote + 1) },
    });
    expect(long.statusCode, long.body).toBe(400);
    expect(JSON.stringify(long.json().error.fields)).toContain("140 characters or fewer");
    const noPlace = await postBooking(app, rider, {
      rideId: ride.id,
      seatsRequested: 1,
      pickupProposal: { label: "Somewhere" },
    });
    expect(noPlace.statusCode, noPlace.body).toBe(400);
  });

  it("hides contact details in the note, as the request's own note", async () => {
    const { booking } = await tripWithProposal({ ...PROPOSED, note: "text me at 352-555-0143" });
    expect(booking.pickupProposal?.note).not.toContain("555-0143");
  });
});

describe("POST /api/bookings/:id/pickup-proposal", () => {
  it("the driver accepts: the rider's spot becomes theirs and the rider is told in the same step", async () => {
    const { driver, ride, rider, booking } = await tripWithProposal();
    const response = await answer(driver, booking.id, { accept: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().pickupProposal.status).toBe("accepted");
    const told = await app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, rider.user.id), eq(notifications.type, "pickup_proposal_answered")),
      );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ rideId: ride.id, bookingId: booking.id, emailStatus: "none" });
    expect(told[0]?.data).toMatchObject({ accepted: true, driverFirstName: "Dana" });
    // answered once: a second answer is a conflict
    const again = await answer(driver, booking.id, { accept: false });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.message).toBe(PICKUP_PROPOSAL_MESSAGES.notOpen);
  });

  it("the driver keeps their spot: declined, and the rider told so", async () => {
    const { driver, rider, booking } = await tripWithProposal();
    const response = await answer(driver, booking.id, { accept: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().pickupProposal.status).toBe("declined");
    const [told] = await app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, rider.user.id), eq(notifications.type, "pickup_proposal_answered")),
      );
    expect(told?.data).toMatchObject({ accepted: false });
  });

  it("answers an approved request's proposal too", async () => {
    const { driver, booking } = await tripWithProposal();
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    expect((await answer(driver, booking.id, { accept: true })).statusCode).toBe(200);
  });

  it("is the driver's alone: the rider 403, anyone else 404, signed out 401", async () => {
    const { rider, booking } = await tripWithProposal();
    const byRider = await answer(rider, booking.id, { accept: true });
    expect(byRider.statusCode, byRider.body).toBe(403);
    expect(byRider.json().error.message).toBe(PICKUP_PROPOSAL_MESSAGES.onlyDriver);
    const stranger = await createDriverSession(app);
    expect((await answer(stranger, booking.id, { accept: true })).statusCode).toBe(404);
    expect((await answer(stranger, "not-a-uuid", { accept: true })).statusCode).toBe(404);
    const signedOut = await app.inject({
      method: "POST",
      url: `/api/bookings/${booking.id}/pickup-proposal`,
      payload: { accept: true },
    });
    expect(signedOut.statusCode).toBe(401);
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.proposedPickupStatus).toBe("proposed");
  });

  it("refuses a bad body with 400, a stranger still 404 before the body is read", async () => {
    const { driver, booking } = await tripWithProposal();
    for (const payload of [{}, { accept: "yes" }, { accept: null }]) {
      const response = await answer(driver, booking.id, payload);
      expect(response.statusCode, response.body).toBe(400);
    }
    const stranger = await createDriverSession(app);
    expect((await answer(stranger, booking.id, {})).statusCode).toBe(404);
  });

  it("409 without a proposal, or once the request is no longer pending or approved", async () => {
    const plain = await tripWithProposal(null);
    expect((await answer(plain.driver, plain.booking.id, { accept: true })).statusCode).toBe(409);
    const rejected = await tripWithProposal();
    expect((await answerBooking(app, rejected.driver, rejected.booking.id, "reject")).statusCode).toBe(200);
    expect((await answer(rejected.driver, rejected.booking.id, { accept: true })).statusCode).toBe(409);
    const withdrawn = await tripWithProposal();
    expect((await answerBooking(app, withdrawn.rider, withdrawn.booking.id, "cancel")).statusCode).toBe(200);
    expect((await answer(withdrawn.driver, withdrawn.booking.id, { accept: true })).statusCode).toBe(409);
  });
});

describe("who reads a proposed pickup spot", () => {
  it("never another rider of the trip", async () => {
    const { driver, ride, booking } = await tripWithProposal();
    const other = await createSession(app);
    const otherBooking = await requestSeats(app, other, ride.id, 1);
    expect((await answerBooking(app, driver, otherBooking.id, "approve")).statusCode).toBe(200);
    expect((await getJson(app, other, `/api/bookings/${booking.id}`)).statusCode).toBe(404);
    for (const url of [`/api/bookings/${otherBooking.id}`, "/api/bookings/mine", `/api/rides/${ride.id}`]) {
      const response = await getJson(app, other, url);
      expect(response.body).not.toContain("Library West");
      expect(response.body).not.toContain("bike racks");
    }
  });

  it("nobody once either has blocked the other", async () => {
    const { driver, ride, rider, booking } = await tripWithProposal();
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    expect((await answer(driver, booking.id, { accept: true })).statusCode).toBe(200);
    expect((await block(rider, driver.user.id)).statusCode).toBeLessThan(300);
    const own = await getJson(app, rider, `/api/bookings/${booking.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().pickupProposal).toBeNull();
    expect(own.body).not.toContain("Library West");
    expect((await getJson(app, rider, "/api/bookings/mine")).body).not.toContain("Library West");
    expect(JSON.stringify(await requestsOf(driver, ride.id))).not.toContain("Library West");

    const second = await tripWithProposal();
    expect((await block(second.driver, second.rider.user.id)).statusCode).toBeLessThan(300);
    expect(JSON.stringify(await requestsOf(second.driver, second.ride.id))).not.toContain("Library West");
    // hidden: it cannot be answered either
    expect((await answer(second.driver, second.booking.id, { accept: true })).statusCode).toBe(404);
  });
});

describe("the rider's pickup spot elsewhere", () => {
  it("the day-before reminder names the accepted spot, its note and the directions", async () => {
    const { driver, ride, rider, booking } = await tripWithProposal();
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    expect((await answer(driver, booking.id, { accept: true })).statusCode).toBe(200);
    // the trip leaves in 20 hours, offered three days before
    await app.db.execute(sql`update rides set departure_at = now() + interval '20 hours',
      created_at = now() - interval '52 hours' where id = ${ride.id}::uuid`);
    await app.notificationJobs.writeDueReminders();
    await app.notificationJobs.sendDueEmails();
    const mails = await inbox.waitFor(rider.user.email, 2);
    const reminder = mails
      .find((mail) => mail.subject.startsWith("Reminder:"))
      ?.text.replaceAll("\r\n", "\n");
    expect(reminder).toContain("Pickup spot:\nLibrary West, Gainesville, FL\nBy the bike racks");
    expect(reminder).toContain(
      `Directions: https://www.google.com/maps/dir/?api=1&destination=${PROPOSED.lat},${PROPOSED.lng}`,
    );
    const html = mails.find((mail) => mail.subject.startsWith("Reminder:"))?.html;
    expect(html).toContain("Library West");
    // the driver's own reminder is about the trip, without a rider's spot
    const [driverMail] = await inbox.waitFor(driver.user.email, 1);
    expect(driverMail?.text).not.toContain("Library West");
  });

  it("the reminder names the trip's spot when nothing was accepted", async () => {
    const { driver, ride, rider, booking } = await tripWithProposal();
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    expect((await answer(driver, booking.id, { accept: false })).statusCode).toBe(200);
    await app.db.execute(sql`update rides set departure_at = now() + interval '20 hours',
      created_at = now() - interval '52 hours' where id = ${ride.id}::uuid`);
    await app.notificationJobs.writeDueReminders();
    await app.notificationJobs.sendDueEmails();
    const mails = await inbox.waitFor(rider.user.email, 2);
    const reminder = mails
      .find((mail) => mail.subject.startsWith("Reminder:"))
      ?.text.replaceAll("\r\n", "\n");
    expect(reminder).toContain("J. Wayne Reitz Union, Gainesville, FL\nNorth entrance");
    expect(reminder).not.toContain("Library West");
  });

  it("the shared trip's page shows the rider's spot and its note, contact details hidden", async () => {
    const { driver, ride, rider, booking } = await tripWithProposal({
      ...PROPOSED,
      note: "Bike racks, call 352-555-0143",
    });
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    expect((await answer(driver, booking.id, { accept: true })).statusCode).toBe(200);
    const email = `contact-${Date.now()}@example.com`;
    const contact = await app.inject({
      method: "PUT",
      url: "/api/me/emergency-contact",
      headers: rider.headers,
      payload: { name: "Maria Lopez", phone: "(352) 555-0143", email },
    });
    expect(contact.statusCode, contact.body).toBe(200);
    await haveContactConfirmed(app, rider.user.id, email);
    const shared = await app.inject({
      method: "POST",
      url: `/api/rides/${ride.id}/share`,
      headers: rider.headers,
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const token = (shared.json().url as string).split("/shared-trip/")[1]!;
    const page = await app.inject({ url: `/api/shared-trips/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().pickupSpot.label).toBe(PROPOSED.label);
    expect(page.json().pickupSpot.note).toContain("Bike racks");
    expect(page.body).not.toContain("555-0143");
    expect(page.body).not.toContain(String(PROPOSED.lat));

    // the driver's own share shows the trip's spot
    const driverEmail = `contact-d-${Date.now()}@example.com`;
    await app.inject({
      method: "PUT",
      url: "/api/me/emergency-contact",
      headers: driver.headers,
      payload: { name: "Lee Park", phone: "(352) 555-0199", email: driverEmail },
    });
    await haveContactConfirmed(app, driver.user.id, driverEmail);
    const byDriver = await app.inject({
      method: "POST",
      url: `/api/rides/${ride.id}/share`,
      headers: driver.headers,
    });
    expect(byDriver.statusCode, byDriver.body).toBe(201);
    const driverToken = (byDriver.json().url as string).split("/shared-trip/")[1]!;
    const driverPage = await app.inject({ url: `/api/shared-trips/${driverToken}` });
    expect(driverPage.json().pickupSpot).toEqual({ label: DRIVER_SPOT.label, note: DRIVER_SPOT.note });
  });
});
