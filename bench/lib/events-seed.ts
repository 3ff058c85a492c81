import crypto from "node:crypto";
import pg from "pg";
import { addDaysLocal, departureInstant, todayLocal } from "../../packages/shared/src/domain/local-time.ts";
import {
  insertDriverProfiles,
  insertRiderProfiles,
  insertSessions,
  insertUsers,
  type Query,
} from "./bench-accounts.ts";

export interface EventsSeed {
  rideId: string;
  driverCookie: string;
  riderCookies: string[];
}

/**
 * One verified driver with a trip a week from now, and `riders` riders who each hold a
 * pending request on it, every account signed in (a session row, as better-auth writes
 * it): a few statements over `unnest`, not thousands of sign-ups.
 */
export async function seedTripWithRiders(
  url: string,
  riders: number,
  authSecret: string,
): Promise<EventsSeed> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const driverId = "bench-events-driver";
    const riderIds = Array.from({ length: riders }, (_, n) => `bench-events-rider-${n + 1}`);
    const everyone = [driverId, ...riderIds];
    const query: Query = (text, params) => pool.query(text, params);
    await insertUsers(query, everyone);
    await insertRiderProfiles(query, riderIds);
    await insertDriverProfiles(query, [driverId]);
    const date = addDaysLocal(todayLocal(), 7);
    const rideId = crypto.randomUUID();
    await pool.query(
      `insert into rides (id, driver_id, departure_city, destination_city, departure_date, departure_time,
         departure_at, available_seats, price_per_seat_cents, notes, distance_miles, time_length)
       values ($1, $2, 'Gainesville, FL', 'Orlando, FL', $3, '09:30', $4, 7, 2500, 'Reitz Union', 115,
         '1 hour 55 mins')`,
      [rideId, driverId, date, departureInstant(date, "09:30")],
    );
    // the driver is told of each request (the trigger), as through the API
    await pool.query(
      `insert into bookings (ride_id, rider_id, seats_requested, bags_count, total_price_cents, price_cents)
       select $1, id, 1, 0, 2500, 3500 from unnest($2::text[]) as rider(id)`,
      [rideId, riderIds],
    );
    const cookies = await insertSessions(query, everyone, authSecret);
    return { rideId, driverCookie: cookies[0]!, riderCookies: cookies.slice(1) };
  } finally {
    await pool.end();
  }
}
