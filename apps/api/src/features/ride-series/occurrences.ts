import {
  addDaysLocal,
  departureInstant,
  localTimeExists,
  shortTime,
  todayLocal,
} from "@campusride/shared/domain/local-time";
import { SERIES_AHEAD_DAYS, seriesDates } from "@campusride/shared/domain/ride-series";
import type { Database } from "../../db/client.ts";
import type { NewRideRow } from "../../db/schema/index.ts";
import { now, nowMs } from "../../lib/clock.ts";
import { newTripRow } from "../../lib/new-trip.ts";
import { claimDueSeries, insertOccurrences, markGenerated, type DueSeries } from "./queries.ts";

const DAY_MS = 24 * 3600 * 1000;
/** Series whose trips one transaction makes (the next batch takes the rest). */
const BATCH = 200;

/** The last date trips are made for today: SERIES_AHEAD_DAYS ahead, today included (Florida's dates). */
export function aheadThrough(today: string = todayLocal(now())): string {
  return addDaysLocal(today, SERIES_AHEAD_DAYS - 1);
}

/** Florida's offset from UTC at noon of each date, in ms, as read once (a job run asks for thousands of departures). */
const noonOffsets = new Map<string, number>();

function noonOffsetMs(date: string): number {
  let offset = noonOffsets.get(date);
  if (offset === undefined) {
    offset = Date.parse(`${date}T12:00:00Z`) - departureInstant(date, "12:00").getTime();
    if (noonOffsets.size > 1_000) noonOffsets.clear();
    noonOffsets.set(date, offset);
  }
  return offset;
}

/**
 * A departure of the series on `date` at its time; null when the clocks skip that time
 * then. A date whose offset is the day before's has the same all day (the clocks change
 * at 2 AM): its departure is plain arithmetic; a day the clocks change is read exactly.
 */
export function seriesDeparture(date: string, time: string): { date: string; time: string; at: Date } | null {
  const clock = shortTime(time);
  const offset = noonOffsetMs(date);
  const dayBefore = new Date(Date.parse(`${date}T12:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  if (offset === noonOffsetMs(dayBefore)) {
    return { date, time: clock, at: new Date(Date.parse(`${date}T${clock}:00Z`) - offset) };
  }
  if (!localTimeExists(date, clock)) return null;
  return { date, time: clock, at: departureInstant(date, clock) };
}

/**
 * The trips the series still owes through `through`: its weekdays from the day after the
 * last made date (or its first date, or today) to `through` or its last date, each yet to
 * leave. A date the clocks skip its time on has no trip.
 */
export function owedTrips(series: DueSeries, through: string, today: string): NewRideRow[] {
  const dayAfterMade = series.generatedThrough ? addDaysLocal(series.generatedThrough, 1) : series.startsOn;
  const from = [series.startsOn, dayAfterMade, today].reduce((a, b) => (a > b ? a : b));
  const until = series.endsOn < through ? series.endsOn : through;
  const rows: NewRideRow[] = [];
  for (const date of seriesDates(series.weekdays, from, until)) {
    const departure = seriesDeparture(date, series.departureTime);
    if (!departure || departure.at.getTime() <= nowMs()) continue;
    rows.push({ ...newTripRow(series.driverId, series.template, departure), seriesId: series.id });
  }
  return rows;
}

/**
 * Makes the trips due of one batch of series, in one transaction: the series rows are
 * locked (another instance skips them), their trips inserted (a series and date that
 * already has a trip, made or cancelled, is left: rides_series_date_idx), and each
 * series marked made through its date by a guarded update. Returns the new trips' ids and
 * whether the batch was full (more may be due).
 */
export async function makeOccurrenceBatch(
  db: Database,
  seriesId?: string,
): Promise<{ rideIds: string[]; isFull: boolean }> {
  const today = todayLocal(now());
  const through = aheadThrough(today);
  return db.transaction(async (tx) => {
    const due = await claimDueSeries(tx, through, BATCH, seriesId);
    const rows = due.flatMap((series) => owedTrips(series, through, today));
    const rideIds = await insertOccurrences(tx, rows);
    await markGenerated(
      tx,
      due.map((series) => ({
        seriesId: series.id,
        through: series.endsOn < through ? series.endsOn : through,
      })),
    );
    return { rideIds, isFull: due.length === BATCH };
  });
}
