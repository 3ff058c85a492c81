import { addDaysLocal, todayLocal } from "../../packages/shared/src/domain/local-time.ts";
import { hashPassword } from "../../apps/api/test/support/password-hash.ts";
import {
  insertPasswords,
  insertRiderProfiles,
  insertSessions,
  insertUsers,
  type Query,
} from "./bench-accounts.ts";
import type { MixSeed } from "./load-mix-run.ts";
import { insertRidesAndDrivers } from "./search-database.ts";
import {
  syntheticQueries,
  syntheticRides,
} from "../../apps/api/test/search-engine/support/synthetic-rides.ts";

/** How much the load benchmark seeds: a campus's worth of trips and students. */
export const LOAD_SEED = {
  rides: 5_000,
  days: 30,
  drivers: 300,
  riders: 2_000,
  searches: 1_000,
  /** Accounts with a password, for the sign-in run. */
  signInAccounts: 200,
} as const;

export const SIGN_IN_PASSWORD = "correct-horse-battery-7";

export interface LoadSeed {
  mix: MixSeed;
  signInEmails: string[];
}

/**
 * Seeds a migrated, empty CampusRide database: verified drivers (license checked) with
 * trips from tomorrow on, none of their seats taken, riders, all signed in (session rows
 * and the cookies signed with `authSecret`), and accounts with a password for sign-in.
 */
export async function seedLoad(query: Query, authSecret: string): Promise<LoadSeed> {
  const firstDate = addDaysLocal(todayLocal(), 1);
  const rides = syntheticRides({ count: LOAD_SEED.rides, days: LOAD_SEED.days, firstDate, seed: 11 }).map(
    (ride) => ({ ...ride, seatsRemaining: ride.availableSeats }),
  );
  const driverIds = await insertRidesAndDrivers(query, rides, LOAD_SEED.drivers);
  const riderIds = Array.from({ length: LOAD_SEED.riders }, (_, n) => `bench-load-rider-${n + 1}`);
  const signInIds = Array.from({ length: LOAD_SEED.signInAccounts }, (_, n) => `bench-sign-in-${n + 1}`);
  await insertUsers(query, [...riderIds, ...signInIds]);
  await insertRiderProfiles(query, [...riderIds, ...signInIds]);
  // one hash for every account: each sign-in still runs the whole password check
  const signInEmails = await insertPasswords(query, signInIds, await hashPassword(SIGN_IN_PASSWORD));
  const riderCookies = await insertSessions(query, riderIds, authSecret);
  const driverCookies = await insertSessions(query, driverIds, authSecret);
  const searches = syntheticQueries({ count: LOAD_SEED.searches, days: LOAD_SEED.days, firstDate, seed: 12 });
  return {
    mix: {
      riderCookies,
      driverCookies,
      trips: rides.map((ride, n) => ({
        rideId: ride.id,
        driver: n % driverIds.length,
        seats: ride.availableSeats,
      })),
      rideIds: rides.map((ride) => ride.id),
      searches: searches.map((search) => JSON.stringify(search)),
    },
    signInEmails,
  };
}
