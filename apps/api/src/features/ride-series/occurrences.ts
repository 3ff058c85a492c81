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

/** Series whose trips one transaction makes (the next batch takes the rest). */
const BATCH = 200;

/** The last date trips are made for today: SERIES_AHEAD_DAYS ahead, today included (Florida's dates). */
export function aheadThrough(today: string = todayLocal(now())): string {
  return addDaysLocal(today, SERIES_AHEAD_DAYS - 1);
}

/** A departure of the series on `date` at its time; null when the clocks skip that time then. */
export function seriesDeparture(date: string, time: string): { date: string; time: string; at: Date } | null {
  const clock = shortTime(time);
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
