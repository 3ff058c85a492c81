import { bookingPaymentSchema, type BookingPayment } from "@campusride/shared/schemas/payments";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { App } from "../../src/app.ts";
import { rides } from "../../src/db/schema/index.ts";
import type { TestSession } from "./session.ts";
import { dayFromToday, moveDeparture } from "./trips.ts";

/** GET /api/bookings/:id/payment as `session` (200), parsed by the shared schema. */
export async function readPayment(
  app: App,
  session: TestSession,
  bookingId: string,
): Promise<BookingPayment> {
  const response = await app.inject({
    method: "GET",
    url: `/api/bookings/${bookingId}/payment`,
    headers: session.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return bookingPaymentSchema.parse(response.json());
}

/** The ledger's entries of a booking as `step from→to amount`, oldest first. */
export async function ledgerLines(app: App, session: TestSession, bookingId: string): Promise<string[]> {
  const payment = await readPayment(app, session, bookingId);
  return payment.entries.map((entry) => `${entry.step} ${entry.from}→${entry.to} ${entry.amountCents}`);
}

/** The trip left yesterday and its driver marks it completed (200). */
export async function completeTrip(app: App, driver: TestSession, rideId: string): Promise<void> {
  await moveDeparture(app, rideId, dayFromToday(-1));
  const response = await app.inject({
    method: "POST",
    url: `/api/rides/${rideId}/complete`,
    headers: driver.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** POST /api/bookings/:id/no-show as `session`. */
export function markNoShow(app: App, session: TestSession, bookingId: string) {
  return app.inject({ method: "POST", url: `/api/bookings/${bookingId}/no-show`, headers: session.headers });
}

/** Time passes: the trip now leaves `hours` from now (its date and time columns are left as they were). */
export async function departInHours(app: App, rideId: string, hours: number): Promise<void> {
  await app.db
    .update(rides)
    .set({ departureAt: new Date(Date.now() + hours * 3600 * 1000) })
    .where(eq(rides.id, rideId));
}
