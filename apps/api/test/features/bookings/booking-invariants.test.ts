import fc from "fast-check";
import { describe, it } from "vitest";
import { bookingCommand, type BookingReal } from "../../support/booking-commands.ts";
import type { BookingModel } from "../../support/booking-model.ts";
import { createTestApp } from "../../support/app.ts";
import { UNLIMITED_CALLERS } from "../../support/unlimited-callers.ts";
import { createSession } from "../../support/session.ts";
import { createDriverSession, createRide } from "../../support/trips.ts";

// Random sequences of seat requests, approvals, rejections, cancellations (pending and
// confirmed), seat changes, instant booking on and off, trip cancellations and expiry,
// one at a time and several at once, by three riders and one driver on two trips. On
// PostgreSQL (TEST_DB=postgres) the steps issued together really overlap. The driver
// writes hundreds of times a minute, past an account's share, on purpose.
const app = await createTestApp(UNLIMITED_CALLERS);
const driver = await createDriverSession(app);
const riders = [await createSession(app), await createSession(app), await createSession(app)];
const cast = { riders: riders.length, trips: 2 };

describe("booking invariants over random steps", () => {
  it("seats are never overbooked, seats_taken is the confirmed seats, statuses change only as allowed, and the API answers as the model", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.commands([bookingCommand(cast)], { maxCommands: 25, size: "max" }),
        async (scheduler, commands) => {
          // fresh trips each run: a 4-seat one, and a 3-seat one on instant booking
          const trips = [
            await createRide(app, driver, { availableSeats: 4 }),
            await createRide(app, driver, { availableSeats: 3, instantBooking: true }),
          ];
          const model: BookingModel = {
            trips: trips.map((trip) => ({
              id: trip.id,
              availableSeats: trip.availableSeats,
              status: "active",
              instantBooking: trip.instantBooking,
            })),
            bookings: [],
          };
          const real: BookingReal = { app, driver, riders, scheduler, seen: new Map() };
          await fc.asyncModelRun(() => ({ model, real }), commands);
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});
