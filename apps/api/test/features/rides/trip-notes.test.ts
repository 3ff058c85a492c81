import { MASKED_CONTACT } from "@campusride/shared/domain/contact-masking";
import { publicRideSchema } from "@campusride/shared/schemas/rides";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../support/app.ts";
import { getJson } from "../../support/reviews.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { answerBooking, createDriverSession, createRide, requestSeats } from "../../support/trips.ts";

// A trip's notes (pick-up spot, luggage, stops) reach riders before they request: with
// contact details hidden, until the reader holds a confirmed seat on the trip.
const app = await createTestApp();
const WRITTEN = "Pick-up at the Reitz Union bus loop. Text me on 352-555-0142 when you are there.";
const MASKED = `Pick-up at the Reitz Union bus loop. Text me on ${MASKED_CONTACT} when you are there.`;

async function tripWithNotes() {
  const driver = await createDriverSession(app);
  const ride = await createRide(app, driver, { notes: WRITTEN, availableSeats: 3 });
  return { driver, ride };
}

async function notesOnRidePage(rideId: string, session?: TestSession) {
  const response = session
    ? await getJson(app, session, `/api/rides/${rideId}`)
    : await app.inject({ url: `/api/rides/${rideId}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(publicRideSchema.safeParse(response.json()).success).toBe(true);
  return response.json().notes as string | null;
}

describe("GET /api/rides/:id: the trip's notes", () => {
  it("reach visitors and riders without a confirmed seat with contact details hidden", async () => {
    const { ride } = await tripWithNotes();
    const stranger = await createSession(app);
    const pending = await createSession(app);
    await requestSeats(app, pending, ride.id);
    expect(await notesOnRidePage(ride.id)).toBe(MASKED);
    expect(await notesOnRidePage(ride.id, stranger)).toBe(MASKED);
    expect(await notesOnRidePage(ride.id, pending)).toBe(MASKED);
  });

  it("are as written for the driver and for a rider once the driver approves the seat", async () => {
    const { driver, ride } = await tripWithNotes();
    const rider = await createSession(app);
    const booking = await requestSeats(app, rider, ride.id);
    expect(await notesOnRidePage(ride.id, rider)).toBe(MASKED);
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    expect(await notesOnRidePage(ride.id, rider)).toBe(WRITTEN);
    expect(await notesOnRidePage(ride.id, driver)).toBe(WRITTEN);
  });

  it("are hidden again from a rider whose request was rejected or withdrawn", async () => {
    const { driver, ride } = await tripWithNotes();
    const rejected = await createSession(app);
    const withdrawn = await createSession(app);
    const first = await requestSeats(app, rejected, ride.id);
    const second = await requestSeats(app, withdrawn, ride.id);
    expect((await answerBooking(app, driver, first.id, "reject")).statusCode).toBe(200);
    expect((await answerBooking(app, withdrawn, second.id, "cancel")).statusCode).toBe(200);
    expect(await notesOnRidePage(ride.id, rejected)).toBe(MASKED);
    expect(await notesOnRidePage(ride.id, withdrawn)).toBe(MASKED);
  });

  it("are null on a trip without notes", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { notes: "" });
    expect(await notesOnRidePage(ride.id)).toBeNull();
  });
});

describe("the rider's bookings: the trip's notes", () => {
  it("are masked on a pending request, and as written on a confirmed seat", async () => {
    const { driver, ride } = await tripWithNotes();
    const rider = await createSession(app);
    const booking = await requestSeats(app, rider, ride.id);
    const pending = await getJson(app, rider, `/api/bookings/${booking.id}`);
    expect(pending.json().ride.notes).toBe(MASKED);
    expect(pending.body).not.toContain("0142");

    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    expect((await getJson(app, rider, `/api/bookings/${booking.id}`)).json().ride.notes).toBe(WRITTEN);
    const mine = await getJson(app, rider, "/api/bookings/mine?scope=upcoming");
    const listed = mine.json().bookings.find((item: { id: string }) => item.id === booking.id);
    expect(listed.ride.notes).toBe(WRITTEN);
    // the driver reading the booking reads their own notes
    expect((await getJson(app, driver, `/api/bookings/${booking.id}`)).json().ride.notes).toBe(WRITTEN);
  });
});
