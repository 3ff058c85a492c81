import crypto from "node:crypto";
import pg from "pg";
import { addDaysLocal, departureInstant, todayLocal } from "../../packages/shared/src/domain/local-time.ts";

/** better-auth's session cookie as CampusRide names it (cookiePrefix "campusride", plain http). */
const SESSION_COOKIE = "campusride.session_token";

export interface EventsSeed {
  rideId: string;
  driverCookie: string;
  riderCookies: string[];
}

/** A session row's token signed as better-call's setSignedCookie does: "<token>.<HMAC-SHA256 base64>". */
function sessionCookie(token: string, secret: string): string {
  const signature = crypto.createHmac("sha256", secret).update(token).digest("base64");
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * One verified driver with a trip a week from now, and `riders` riders who each hold a
 * pending request on it, every account signed in (a session row, as better-auth writes
 * it): a few statements over `unnest`, not thousands of sign-ups.
 */
export async function seedTripWithRiders(url: string, riders: number, authSecret: string): Promise<EventsSeed> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const driverId = "bench-events-driver";
    const riderIds = Array.from({ length: riders }, (_, n) => `bench-events-rider-${n + 1}`);
    const everyone = [driverId, ...riderIds];
    await pool.query(
      `insert into "user" (id, name, email, email_verified)
       select id, 'Bench ' || n, id || '@bench.campusride.edu', true
       from unnest($1::text[]) with ordinality as account(id, n)`,
      [everyone],
    );
    await pool.query(
      `insert into profiles (id, first_name, last_name, user_type, email, phone)
       select id, 'Bench', 'No. ' || n, 'rider', id || '@bench.campusride.edu', '+13525550100'
       from unnest($1::text[]) with ordinality as account(id, n)`,
      [riderIds],
    );
    await pool.query(
      `insert into profiles (id, first_name, last_name, user_type, email, car_make, car_model, car_year,
         car_color, driver_license_verified, phone)
       values ($1, 'Dana', 'Driver', 'driver', $1 || '@bench.campusride.edu', 'Toyota', 'Camry', 2020,
         'Silver', true, '+13525550100')`,
      [driverId],
    );
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
    const tokens = everyone.map(() => crypto.randomBytes(24).toString("base64url"));
    await pool.query(
      `insert into session (id, token, user_id, expires_at)
       select 'bench-session-' || n, token, user_id, now() + interval '1 day'
       from unnest($1::text[], $2::text[]) with ordinality as signed_in(token, user_id, n)`,
      [tokens, everyone],
    );
    const cookies = tokens.map((token) => sessionCookie(token, authSecret));
    return { rideId, driverCookie: cookies[0]!, riderCookies: cookies.slice(1) };
  } finally {
    await pool.end();
  }
}
