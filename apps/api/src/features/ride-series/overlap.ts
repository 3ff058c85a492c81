import { addDaysLocal } from "@campusride/shared/domain/local-time";
import { estimatedArrival, MAX_TRIP_HOURS } from "@campusride/shared/domain/trip-arrival";
import { seriesDates } from "@campusride/shared/domain/ride-series";
import { SERIES_MESSAGES } from "@campusride/shared/messages";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { nowMs } from "../../lib/clock.ts";
import type { TripOffer } from "../../lib/new-trip.ts";
import { seriesDeparture } from "./occurrences.ts";
import { listDriverTripsBetween, listOtherActiveSeries } from "./queries.ts";

const HOUR_MS = 3600 * 1000;

/** A trip's time on the road: from its departure (delay included) to its estimated arrival. */
interface Span {
  date: string;
  start: number;
  end: number;
}

function span(
  date: string,
  departureAt: Date,
  offer: { timeLength: string | null; distanceMiles: number | null },
): Span {
  const arrival = estimatedArrival({ departureAt, ...offer });
  return { date, start: departureAt.getTime(), end: arrival.getTime() };
}

/** A schedule's trips yet to leave, each with its time on the road. */
export interface Schedule {
  weekdays: readonly number[];
  departureTime: string;
  from: string;
  through: string;
  template: Pick<TripOffer, "timeLength" | "distance">;
}

function scheduleSpans(schedule: Schedule, skipDates: ReadonlySet<string> = new Set()): Span[] {
  const spans: Span[] = [];
  for (const date of seriesDates(schedule.weekdays, schedule.from, schedule.through)) {
    if (skipDates.has(date)) continue;
    const departure = seriesDeparture(date, schedule.departureTime);
    if (!departure || departure.at.getTime() <= nowMs()) continue;
    spans.push(
      span(date, departure.at, {
        timeLength: schedule.template.timeLength ?? null,
        distanceMiles: schedule.template.distance ?? null,
      }),
    );
  }
  return spans;
}

/** The dates of a schedule that have a trip yet to leave (the clocks may skip its time on some). */
export function scheduledDates(schedule: Schedule): string[] {
  return scheduleSpans(schedule).map((trip) => trip.date);
}

/**
 * The overlap rule (docs/decisions/0058): none of the schedule's trips may be on the road
 * while another active trip of the same driver is (departure to estimated arrival, half
 * open), whether a trip already made or a trip another of their active series will make.
 * `exceptSeriesId`: the series being changed, whose own trips do not count. 409
 * SERIES_OVERLAP naming the first date that overlaps.
 */
export async function assertNoOverlap(
  db: Database,
  driverId: string,
  schedule: Schedule,
  exceptSeriesId?: string,
): Promise<void> {
  const mine = scheduleSpans(schedule);
  if (mine.length === 0) return;
  const first = mine[0]!.start;
  const last = mine.at(-1)!.end;
  const trips = await listDriverTripsBetween(
    db,
    driverId,
    new Date(first - MAX_TRIP_HOURS * HOUR_MS - 2 * HOUR_MS),
    new Date(last),
    exceptSeriesId,
  );
  const others: Span[] = trips.map((trip) =>
    span(
      trip.departureAt.toISOString(),
      new Date(trip.departureAt.getTime() + trip.delayMinutes * 60_000),
      trip,
    ),
  );
  for (const series of await listOtherActiveSeries(db, driverId, exceptSeriesId)) {
    // a day earlier: a long trip of the day before may still be on the road
    const dayBefore = addDaysLocal(schedule.from, -1);
    const from = series.startsOn > dayBefore ? series.startsOn : dayBefore;
    const through = series.endsOn < schedule.through ? series.endsOn : schedule.through;
    others.push(...scheduleSpans({ ...series, from, through }, series.madeDates));
  }
  const clash = mine.find((trip) => others.some((other) => trip.start < other.end && other.start < trip.end));
  if (clash) throw new AppError("SERIES_OVERLAP", SERIES_MESSAGES.overlap(clash.date));
}
