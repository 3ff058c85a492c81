import { riderPriceCents } from "@campusride/shared/domain/pricing";
import { shortTime } from "@campusride/shared/domain/local-time";
import type { RideSeries } from "@campusride/shared/schemas/ride-series";
import { and, asc, eq, getTableColumns, gt, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { blockedEitherWay } from "../../db/blocks.ts";
import type { Database } from "../../db/client.ts";
import { bookings, profiles, rides, rideSeries, type NewRideRow } from "../../db/schema/index.ts";
import { now, nowSql } from "../../lib/clock.ts";
import type { TripOffer } from "../../lib/new-trip.ts";

/** A series' row with the two numbers its answer adds: the next trip's date, and how many are left. */
export interface SeriesRow {
  id: string;
  driverId: string;
  weekdays: number[];
  departureTime: string;
  startsOn: string;
  endsOn: string;
  template: TripOffer;
  status: string;
  generatedThrough: string | null;
  idempotencyKey: string | null;
  nextDepartureDate: string | null;
  upcomingCount: number;
}

/** Its active trips yet to leave. */
const upcomingOfSeries = sql`${rides.seriesId} = ${rideSeries.id} and ${rides.status} = 'active'
  and ${rides.departureAt} > ${nowSql()}`;

const seriesColumns = {
  id: rideSeries.id,
  driverId: rideSeries.driverId,
  weekdays: rideSeries.weekdays,
  departureTime: rideSeries.departureTime,
  startsOn: rideSeries.startsOn,
  endsOn: rideSeries.endsOn,
  template: sql<TripOffer>`${rideSeries.template}`,
  status: rideSeries.status,
  generatedThrough: rideSeries.generatedThrough,
  idempotencyKey: rideSeries.idempotencyKey,
  nextDepartureDate: sql<
    string | null
  >`(select min(${rides.departureDate})::text from ${rides} where ${upcomingOfSeries})`,
  upcomingCount: sql<number>`(select count(*) from ${rides} where ${upcomingOfSeries})`.mapWith(Number),
};

function selectSeries(db: Database) {
  return db.select(seriesColumns).from(rideSeries);
}

/** The API's view of a series row. */
export function toRideSeries(row: SeriesRow): RideSeries {
  const offer = row.template;
  return {
    id: row.id,
    driverId: row.driverId,
    weekdays: row.weekdays,
    departureTime: shortTime(row.departureTime),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    status: row.status === "cancelled" ? "cancelled" : "active",
    departureCity: offer.departureCity,
    destinationCity: offer.destinationCity,
    originAddress: offer.originAddress ?? null,
    destinationAddress: offer.destinationAddress ?? null,
    availableSeats: offer.availableSeats,
    pricePerSeatCents: offer.pricePerSeatCents,
    riderPricePerSeatCents: riderPriceCents(offer.pricePerSeatCents),
    nextDepartureDate: row.nextDepartureDate,
    upcomingCount: row.upcomingCount,
  };
}

export async function findSeries(db: Database, seriesId: string): Promise<SeriesRow | undefined> {
  const [row] = await selectSeries(db).where(eq(rideSeries.id, seriesId));
  return row;
}

export async function findSeriesByIdempotencyKey(
  db: Database,
  driverId: string,
  key: string,
): Promise<SeriesRow | undefined> {
  const [row] = await selectSeries(db).where(
    and(eq(rideSeries.driverId, driverId), eq(rideSeries.idempotencyKey, key)),
  );
  return row;
}

/** The driver's series, active first, then by first date. */
export function listDriverSeries(db: Database, driverId: string): Promise<SeriesRow[]> {
  return selectSeries(db)
    .where(eq(rideSeries.driverId, driverId))
    .orderBy(asc(rideSeries.status), asc(rideSeries.startsOn), asc(rideSeries.createdAt));
}

/**
 * Whether the driver's account is live, its profile row share-locked until the
 * transaction ends: a deactivation (which cancels the driver's upcoming trips) either
 * committed already, or waits and then sees the trips this transaction makes.
 */
export async function lockLiveSeriesDriver(db: Database, driverId: string): Promise<boolean> {
  const result = (await db.execute(sql`select 1 as live from ${profiles}
    where ${profiles.id} = ${driverId} and ${profiles.isActive} and ${profiles.deactivatedAt} is null
    for share`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Inserts a series; undefined when the driver already made one with this idempotency key. */
export async function insertSeries(
  db: Database,
  values: typeof rideSeries.$inferInsert,
): Promise<string | undefined> {
  const [row] = await db
    .insert(rideSeries)
    .values(values)
    .onConflictDoNothing({
      target: [rideSeries.driverId, rideSeries.idempotencyKey],
      where: sql`${rideSeries.idempotencyKey} IS NOT NULL`,
    })
    .returning({ id: rideSeries.id });
  return row?.id;
}

/** A series' schedule as the occurrence maker reads it. */
export interface DueSeries {
  id: string;
  driverId: string;
  weekdays: number[];
  departureTime: string;
  startsOn: string;
  endsOn: string;
  template: TripOffer;
  generatedThrough: string | null;
}

/**
 * Active series of live drivers whose trips are not yet made through `through` (or their
 * last date, when earlier), at most `limit`, each row locked for this transaction. Rows
 * another instance holds are skipped: it is making their trips. The drivers' profiles are
 * share-locked, so a deactivation committing meanwhile is seen (its driver is left out).
 */
export async function claimDueSeries(
  db: Database,
  through: string,
  limit: number,
  seriesId?: string,
): Promise<DueSeries[]> {
  const result = (await db.execute(sql`
    select s.id, s.driver_id, s.weekdays, s.departure_time::text as departure_time,
      s.starts_on::text as starts_on, s.ends_on::text as ends_on, s.template,
      s.generated_through::text as generated_through
    from ride_series s join profiles p on p.id = s.driver_id
    where s.status = 'active' and p.is_active and p.deactivated_at is null
      and coalesce(s.generated_through, s.starts_on - 1) < least(s.ends_on, ${through}::date)
      ${seriesId ? sql`and s.id = ${seriesId}::uuid` : sql``}
    order by s.generated_through nulls first, s.id
    limit ${limit}
    for update of s skip locked
    for share of p`)) as unknown as {
    rows: Array<{
      id: string;
      driver_id: string;
      weekdays: number[];
      departure_time: string;
      starts_on: string;
      ends_on: string;
      template: TripOffer | string;
      generated_through: string | null;
    }>;
  };
  return result.rows.map((row) => ({
    id: row.id,
    driverId: row.driver_id,
    weekdays: row.weekdays,
    departureTime: row.departure_time,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    // node-postgres parses jsonb; PGlite's raw rows may give it as text
    template: typeof row.template === "string" ? (JSON.parse(row.template) as TripOffer) : row.template,
    generatedThrough: row.generated_through,
  }));
}

const INSERT_CHUNK = 2_000;

/** The rides table's SQL column of each field a new trip's row may give. */
const rideColumnNames = Object.fromEntries(
  Object.entries(getTableColumns(rides)).map(([field, column]) => [field, column.name]),
);

/**
 * Inserts the trips of series, each at most once per series and date whoever inserts it
 * (rides_series_date_idx): a date already made, or cancelled, is left as it is. The rows
 * travel as one JSON parameter per chunk (thousands of trips in one statement); a column
 * no row gives takes its default. The ids of the trips this call made.
 */
export async function insertOccurrences(db: Database, values: readonly NewRideRow[]): Promise<string[]> {
  if (values.length === 0) return [];
  const fields = [...new Set(values.flatMap((row) => Object.keys(row)))];
  const columns = sql.raw(fields.map((field) => `"${rideColumnNames[field]}"`).join(", "));
  const ids: string[] = [];
  for (let start = 0; start < values.length; start += INSERT_CHUNK) {
    const chunk = values
      .slice(start, start + INSERT_CHUNK)
      .map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([field, value]) => [
            rideColumnNames[field],
            value instanceof Date ? value.toISOString() : value,
          ]),
        ),
      );
    const made = (await db.execute(sql`
      insert into ${rides} (${columns})
      select ${columns} from jsonb_populate_recordset(null::rides, ${JSON.stringify(chunk)}::jsonb)
      on conflict (series_id, departure_date) where series_id is not null do nothing
      returning id`)) as unknown as { rows: Array<{ id: string }> };
    ids.push(...made.rows.map((row) => row.id));
  }
  return ids;
}

/** Records that the trips of these series are made through their date; never moves one back. */
export async function markGenerated(
  db: Database,
  made: ReadonlyArray<{ seriesId: string; through: string }>,
): Promise<void> {
  if (made.length === 0) return;
  const rows = sql.join(
    made.map(({ seriesId, through }) => sql`(${seriesId}::uuid, ${through}::date)`),
    sql`, `,
  );
  await db.execute(sql`update ride_series s set generated_through = v.through, updated_at = ${nowSql()}
    from (values ${rows}) as v(id, through)
    where s.id = v.id and s.status = 'active'
      and (s.generated_through is null or s.generated_through < v.through)`);
}

/** A trip of the driver's that a new schedule must not overlap. */
export interface DriverTrip {
  seriesId: string | null;
  departureAt: Date;
  delayMinutes: number;
  timeLength: string | null;
  distanceMiles: number | null;
}

/** The driver's active trips leaving between the two instants, but those of `exceptSeriesId`. */
export function listDriverTripsBetween(
  db: Database,
  driverId: string,
  from: Date,
  to: Date,
  exceptSeriesId?: string,
): Promise<DriverTrip[]> {
  return db
    .select({
      seriesId: rides.seriesId,
      departureAt: rides.departureAt,
      delayMinutes: rides.delayMinutes,
      timeLength: rides.timeLength,
      distanceMiles: rides.distanceMiles,
    })
    .from(rides)
    .where(
      and(
        eq(rides.driverId, driverId),
        eq(rides.status, "active"),
        sql`${rides.departureAt} between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz`,
        exceptSeriesId ? sql`${rides.seriesId} is distinct from ${exceptSeriesId}::uuid` : undefined,
      ),
    );
}

/** The driver's other active series, with the dates each has made a trip for (any status). */
export async function listOtherActiveSeries(
  db: Database,
  driverId: string,
  exceptSeriesId?: string,
): Promise<Array<DueSeries & { madeDates: Set<string> }>> {
  const rows = await db
    .select({
      id: rideSeries.id,
      driverId: rideSeries.driverId,
      weekdays: rideSeries.weekdays,
      departureTime: rideSeries.departureTime,
      startsOn: rideSeries.startsOn,
      endsOn: rideSeries.endsOn,
      template: sql<TripOffer>`${rideSeries.template}`,
      generatedThrough: rideSeries.generatedThrough,
    })
    .from(rideSeries)
    .where(
      and(
        eq(rideSeries.driverId, driverId),
        eq(rideSeries.status, "active"),
        exceptSeriesId ? ne(rideSeries.id, exceptSeriesId) : undefined,
      ),
    );
  if (rows.length === 0) return [];
  const made = await db
    .select({ seriesId: rides.seriesId, date: rides.departureDate })
    .from(rides)
    .where(
      and(
        isNotNull(rides.seriesId),
        inArray(
          rides.seriesId,
          rows.map((row) => row.id),
        ),
      ),
    );
  return rows.map((row) => ({
    ...row,
    madeDates: new Set(made.filter((trip) => trip.seriesId === row.id).map((trip) => trip.date)),
  }));
}

/** The series' active trips yet to leave, soonest first. */
export async function listUpcomingOccurrences(
  db: Database,
  seriesId: string,
): Promise<Array<{ id: string; departureDate: string }>> {
  return db
    .select({ id: rides.id, departureDate: rides.departureDate })
    .from(rides)
    .where(and(eq(rides.seriesId, seriesId), eq(rides.status, "active"), gt(rides.departureAt, now())))
    .orderBy(asc(rides.departureAt));
}

/**
 * Changes the series while it is active (its schedule and template, or its stop: status
 * cancelled); false when it is not (any more).
 */
export async function updateActiveSeries(
  db: Database,
  seriesId: string,
  changes:
    | { template: TripOffer; departureTime: string; endsOn: string }
    | { status: "cancelled"; cancelledAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(rideSeries)
    .set({ ...changes, updatedAt: now() })
    .where(and(eq(rideSeries.id, seriesId), eq(rideSeries.status, "active")))
    .returning({ id: rideSeries.id });
  return updated.length > 0;
}

/**
 * A new price for the series' trip while no rider holds a request or a seat on it (they
 * asked at the old price); false when one does, or the trip is no longer active.
 */
export async function repriceTripWithoutRiders(
  db: Database,
  rideId: string,
  pricePerSeatCents: number,
): Promise<boolean> {
  const updated = await db
    .update(rides)
    .set({ pricePerSeatCents, updatedAt: now() })
    .where(
      and(
        eq(rides.id, rideId),
        eq(rides.status, "active"),
        sql`not exists (select 1 from ${bookings} where ${bookings.rideId} = ${rides.id}
          and ${bookings.status} in ('pending', 'approved'))`,
      ),
    )
    .returning({ id: rides.id });
  return updated.length > 0;
}

/** What a viewer's sight of a series turns on: a block either way, and whether they ask for women-only trips. */
export async function findViewerOfSeries(
  db: Database,
  viewerId: string,
  driverId: string,
): Promise<{ isBlocked: boolean; womenOnlyTrips: boolean }> {
  const [row] = await db
    .select({
      isBlocked: sql<boolean>`${blockedEitherWay(viewerId, driverId)}`,
      womenOnlyTrips: profiles.womenOnlyTrips,
    })
    .from(profiles)
    .where(eq(profiles.id, viewerId));
  return { isBlocked: Boolean(row?.isBlocked), womenOnlyTrips: row?.womenOnlyTrips ?? false };
}
