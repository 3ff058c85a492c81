import { notificationText } from "@campusride/shared/domain/notifications";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notificationPreferences, notifications } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession } from "../../support/session.ts";
import {
  answerBooking,
  cancelTrip,
  changeDepartureTime,
  createDriverSession,
  createRide,
  dayFromToday,
  moveDeparture,
  requestSeats,
} from "../../support/trips.ts";

const app = await createTestApp();

/** What each user has been told, oldest first: [recipient, type, text, email status]. */
async function toldTo(userId: string) {
  const rows = await app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
  return rows.map((row) => ({
    type: row.type,
    bookingId: row.bookingId,
    text: notificationText(row.type, row.data),
    // what the trigger decided, an email queued or none: the mail sender may have sent it since
    email: row.emailStatus === "none" ? "none" : "pending",
  }));
}

async function tripWithRequest(seats = 2) {
  const driver = await createDriverSession(app, { firstName: "Dana" });
  const ride = await createRide(app, driver, { departureDate: dayFromToday(5), departureTime: "07:45" });
  const rider = await createSession(app, { firstName: "Sam" });
  const booking = await requestSeats(app, rider, ride.id, seats);
  return { driver, ride, rider, booking };
}

describe("trip and request events (written in the changing transaction)", () => {
  it("tells the driver of a new request, and nobody of the trip's creation", async () => {
    const { driver, rider, booking } = await tripWithRequest(2);
    expect(await toldTo(driver.user.id)).toEqual([
      {
        type: "booking_requested",
        bookingId: booking.id,
        text: expect.stringMatching(/^New request from Sam for 2 seats on Gainesville → Orlando, /),
        email: "pending",
      },
    ]);
    expect(await toldTo(rider.user.id)).toEqual([]);
  });

  it("tells the rider of an approval and a rejection, and the driver of a withdrawn request", async () => {
    const { driver, ride, rider, booking } = await tripWithRequest(1);
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    const other = await createSession(app, { firstName: "Lee" });
    const second = await requestSeats(app, other, ride.id, 1);
    expect((await answerBooking(app, driver, second.id, "reject")).statusCode).toBe(200);
    const third = await createSession(app, { firstName: "Kim" });
    const withdrawn = await requestSeats(app, third, ride.id, 1);
    expect((await answerBooking(app, third, withdrawn.id, "cancel")).statusCode).toBe(200);

    expect((await toldTo(rider.user.id)).map((told) => [told.type, told.email])).toEqual([
      ["booking_approved", "pending"],
    ]);
    expect((await toldTo(other.user.id)).map((told) => told.text)).toEqual([
      expect.stringMatching(/^Your request for Gainesville → Orlando on .+ was rejected$/),
    ]);
    expect((await toldTo(driver.user.id)).map((told) => [told.type, told.email])).toEqual([
      ["booking_requested", "pending"],
      ["booking_requested", "pending"],
      ["booking_requested", "pending"],
      ["booking_cancelled", "none"],
    ]);
  });

  it("tells riders with a live request of a new time and of a cancellation, and those who rode of completion", async () => {
    const { driver, ride, rider, booking } = await tripWithRequest(1);
    const declined = await createSession(app);
    const declinedBooking = await requestSeats(app, declined, ride.id, 1);
    await answerBooking(app, driver, declinedBooking.id, "reject");
    await changeDepartureTime(app, driver, ride.id, "09:15");
    expect((await toldTo(rider.user.id)).at(-1)).toEqual({
      type: "ride_time_changed",
      bookingId: booking.id,
      text: expect.stringMatching(/now leaves at 9:15 AM \(was 7:45 AM\)$/),
      email: "pending",
    });
    await cancelTrip(app, driver, ride.id);
    expect((await toldTo(rider.user.id)).at(-1)?.type).toBe("ride_cancelled");
    // a declined rider hears nothing more of the trip
    expect((await toldTo(declined.user.id)).map((told) => told.type)).toEqual(["booking_rejected"]);

    const second = await tripWithRequest(1);
    await answerBooking(app, second.driver, second.booking.id, "approve");
    await moveDeparture(app, second.ride.id, dayFromToday(-1));
    const completed = await app.inject({
      method: "POST",
      url: `/api/rides/${second.ride.id}/complete`,
      headers: second.driver.headers,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await toldTo(second.rider.user.id)).map((told) => [told.type, told.email])).toEqual([
      ["booking_approved", "pending"],
      ["ride_time_changed", "pending"],
      ["ride_completed", "none"],
    ]);
  });

  it("keeps the in-app notification but no email for a kind the user turned off", async () => {
    const driver = await createDriverSession(app);
    await app.db.insert(notificationPreferences).values({ userId: driver.user.id, emailNewRequest: false });
    const ride = await createRide(app, driver);
    await requestSeats(app, await createSession(app), ride.id, 1);
    expect((await toldTo(driver.user.id)).map((told) => [told.type, told.email])).toEqual([
      ["booking_requested", "none"],
    ]);
  });
});
