import crypto from "node:crypto";
import pg from "pg";
import { openPostgres, type DatabaseHandle } from "../../apps/api/src/db/client.ts";
import { insertDriverProfiles, insertUsers, type Query } from "./bench-accounts.ts";
import {
  FLORIDA_TOWNS,
  type SyntheticRide,
} from "../../apps/api/test/search-engine/support/synthetic-rides.ts";

/** The server the search benchmarks create their database on (any database of it). */
export function benchServerUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
}

export interface BenchDatabase {
  url: string;
  handle: DatabaseHandle;
  /** Closes the handle and drops the database. */
  drop(): Promise<void>;
}

function urlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, migrated CampusRide database on the bench server. */
export async function createBenchDatabase(purpose = "search"): Promise<BenchDatabase> {
  const serverUrl = benchServerUrl();
  const name = `campusride_bench_${purpose}_${crypto.randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = urlFor(serverUrl, name);
  const handle = openPostgres(url, () => {});
  await handle.migrate();
  return {
    url,
    handle,
    drop: async () => {
      await handle.close();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

const ROWS_PER_STATEMENT = 5_000;

/** `count` verified drivers with a car (accounts and profiles); their ids. */
async function insertDrivers(query: Query, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, n) => `bench-driver-${n + 1}`);
  await insertUsers(query, ids);
  await insertDriverProfiles(query, ids);
  return ids;
}

/** Inserts the drivers and the rides (several thousand rows per statement). */
export async function seedRides(
  url: string,
  rides: readonly SyntheticRide[],
  drivers: number,
): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await insertRidesAndDrivers((text, params) => pool.query(text, params), rides, drivers);
  } finally {
    await pool.end();
  }
}

/**
 * `drivers` verified drivers and the rides, ride n driven by driver n mod `drivers`; the
 * drivers' ids. Statistics are refreshed after.
 */
export async function insertRidesAndDrivers(
  query: Query,
  rides: readonly SyntheticRide[],
  drivers: number,
): Promise<string[]> {
  const driverIds = await insertDrivers(query, drivers);
  for (let start = 0; start < rides.length; start += ROWS_PER_STATEMENT) {
    const chunk = rides.slice(start, start + ROWS_PER_STATEMENT);
    const town = (n: number) => `${FLORIDA_TOWNS[n % FLORIDA_TOWNS.length]![0]}, FL`;
    await query(
      `insert into rides (id, driver_id, departure_city, destination_city, origin_lat, origin_lng,
           destination_lat, destination_lng, departure_date, departure_time, departure_at,
           available_seats, seats_taken, price_per_seat_cents, notes, distance_miles, time_length)
         select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[],
           $7::float8[], $8::float8[], $9::date[], $10::time[], $11::timestamptz[], $12::int[], $13::int[],
           $14::int[], $15::text[], $16::float8[], $17::text[])`,
      [
        chunk.map((ride) => ride.id),
        chunk.map((_, n) => driverIds[(start + n) % driverIds.length]),
        chunk.map((_, n) => town(start + n)),
        chunk.map((_, n) => town(start + n + 7)),
        chunk.map((ride) => ride.originLat),
        chunk.map((ride) => ride.originLng),
        chunk.map((ride) => ride.destinationLat),
        chunk.map((ride) => ride.destinationLng),
        chunk.map((ride) => ride.departureDate),
        chunk.map((ride) => ride.departureTime),
        chunk.map((ride) => new Date(ride.departureAt)),
        chunk.map((ride) => ride.availableSeats),
        chunk.map((ride) => ride.availableSeats - ride.seatsRemaining),
        chunk.map((ride) => ride.pricePerSeatCents),
        chunk.map(() => "Leaving from the main gate"),
        chunk.map(() => 100),
        chunk.map(() => "1 hour 40 mins"),
      ],
    );
  }
  await query("analyze");
  return driverIds;
}
