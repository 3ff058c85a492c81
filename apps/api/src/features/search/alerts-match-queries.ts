import type { LatLng } from "@campusride/shared/domain/distance";
import type { TripFilters, TripTerms } from "@campusride/shared/domain/trip-preferences";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blockedEitherWay } from "../../db/blocks.ts";
import { isLiveAccount } from "../../db/live-accounts.ts";
import { nowSql } from "../../lib/clock.ts";
import { TODAY } from "./alerts-queries.ts";
import { TRIP_TIME_ZONE } from "@campusride/shared/domain/local-time";

/*
 * Ride alerts' matching in the database (docs/decisions/0026): which (alert, ride) pairs
 * the database's part of the rule allows, and recording a match with its notification.
 */

/** Which rides to match against the active alerts. */
export type RideScope =
  | { rideIds: readonly string[] }
  /** Rides changed (created, edited, seats taken or freed) in the last `minutes`. */
  | { changedWithinMinutes: number }
  /** Every ride of one alert's date, for that alert only. */
  | { alertId: string };

/** An alert and a ride its search might return: the database's part of the rule is met. */
export interface AlertCandidate {
  alertId: string;
  rideId: string;
  search: { origin: LatLng; destination: LatLng; filters: TripFilters };
  ride: { origin: LatLng; destination: LatLng; terms: TripTerms };
}

/**
 * What the database decides of an alert `a` (its owner's profile `p`) and a ride `r`:
 * the alert is active; the ride is searchable (active, not departed, located, its
 * driver's account live) on the alert's date with the seats; it is not the owner's own,
 * no block stands between owner and driver, and a women-only ride reaches only an owner
 * whose profile asks for them;
 * and the owner has not been told of this ride yet (by this alert or another of theirs).
 */
function eligible(): SQL {
  // the departure range repeats the date so that rides_status_departure_idx finds the day's rides
  return sql`a.departure_date = r.departure_date
    and r.departure_at >= (a.departure_date::timestamp at time zone ${TRIP_TIME_ZONE}::text)
    and r.departure_at < ((a.departure_date + 1)::timestamp at time zone ${TRIP_TIME_ZONE}::text)
    and a.departure_date >= ${TODAY}
    and r.status = 'active' and r.departure_at > ${nowSql()}
    and r.origin_lat is not null and r.origin_lng is not null
    and r.destination_lat is not null and r.destination_lng is not null
    and r.available_seats - r.seats_taken >= a.passengers
    and a.user_id <> r.driver_id and ${isLiveAccount(sql`r.driver_id`)}
    and p.deactivated_at is null and p.deleted_at is null
    and (not r.women_only or p.women_only_trips)
    and not ${blockedEitherWay(sql`a.user_id`, sql`r.driver_id`)}
    and not exists (select 1 from ride_alert_matches m join ride_alerts told on told.id = m.alert_id
      where m.ride_id = r.id and told.user_id = a.user_id)`;
}

function scopeCondition(scope: RideScope): SQL {
  if ("alertId" in scope) return sql`a.id = ${scope.alertId}::uuid`;
  if ("changedWithinMinutes" in scope) {
    return sql`r.updated_at > now() - make_interval(mins => ${scope.changedWithinMinutes})`;
  }
  return sql`r.id in (${sql.join(
    scope.rideIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

interface CandidateRow {
  alert_id: string;
  ride_id: string;
  a_origin_lat: number;
  a_origin_lng: number;
  a_destination_lat: number;
  a_destination_lng: number;
  filters: TripFilters;
  r_origin_lat: number;
  r_origin_lng: number;
  r_destination_lat: number;
  r_destination_lng: number;
  luggage_size: TripTerms["preferences"]["luggageSize"];
  max_two_in_back: boolean;
  pets_allowed: boolean;
  smoking_allowed: boolean;
  music_allowed: boolean;
  women_only: boolean;
  instant_booking: boolean;
}

/** The (alert, ride) pairs in scope that the database's part of the rule allows. */
export async function selectCandidates(db: Database, scope: RideScope): Promise<AlertCandidate[]> {
  if ("rideIds" in scope && scope.rideIds.length === 0) return [];
  const result = (await db.execute(sql`
    select a.id as alert_id, r.id as ride_id,
      a.origin_lat as a_origin_lat, a.origin_lng as a_origin_lng,
      a.destination_lat as a_destination_lat, a.destination_lng as a_destination_lng, a.filters,
      r.origin_lat as r_origin_lat, r.origin_lng as r_origin_lng,
      r.destination_lat as r_destination_lat, r.destination_lng as r_destination_lng,
      r.luggage_size, r.max_two_in_back, r.pets_allowed, r.smoking_allowed, r.music_allowed,
      r.women_only, r.instant_booking
    from rides r
    join ride_alerts a on a.departure_date = r.departure_date
    join profiles p on p.id = a.user_id
    where ${scopeCondition(scope)} and ${eligible()}`)) as unknown as { rows: CandidateRow[] };
  return result.rows.map((row) => ({
    alertId: row.alert_id,
    rideId: row.ride_id,
    search: {
      origin: { lat: row.a_origin_lat, lng: row.a_origin_lng },
      destination: { lat: row.a_destination_lat, lng: row.a_destination_lng },
      filters: row.filters,
    },
    ride: {
      origin: { lat: row.r_origin_lat, lng: row.r_origin_lng },
      destination: { lat: row.r_destination_lat, lng: row.r_destination_lng },
      terms: {
        preferences: {
          luggageSize: row.luggage_size,
          maxTwoInBack: row.max_two_in_back,
          petsAllowed: row.pets_allowed,
          smokingAllowed: row.smoking_allowed,
          musicAllowed: row.music_allowed,
          womenOnly: row.women_only,
        },
        instantBooking: row.instant_booking,
      },
    },
  }));
}

export interface MatchPair {
  alertId: string;
  rideId: string;
}

function pairValues(pairs: readonly MatchPair[]): SQL {
  return sql.join(
    pairs.map(({ alertId, rideId }) => sql`(${alertId}::uuid, ${rideId}::uuid)`),
    sql`, `,
  );
}

/**
 * Records the pairs still eligible (checked again in this statement) and notifies each
 * owner once per ride, only for the pairs this statement inserted: a pair another
 * instance or an earlier run recorded is skipped by ON CONFLICT, so a ride is told of
 * once whoever matches it and however often. One statement, one transaction: the
 * notification (and its queued email) exists exactly when the match does. Returns the
 * notifications written.
 */
export async function recordMatchesAndNotify(db: Database, pairs: readonly MatchPair[]): Promise<number> {
  if (pairs.length === 0) return 0;
  const result = (await db.execute(sql`
    with pairs(alert_id, ride_id) as (values ${pairValues(pairs)}),
    inserted as (
      insert into ride_alert_matches (alert_id, ride_id)
      select a.id, r.id from pairs
        join ride_alerts a on a.id = pairs.alert_id
        join rides r on r.id = pairs.ride_id
        join profiles p on p.id = a.user_id
        where ${eligible()}
      on conflict do nothing
      returning alert_id, ride_id),
    told as (
      select distinct on (a.user_id, r.id) a.user_id, r.id as ride_id
      from inserted join ride_alerts a on a.id = inserted.alert_id join rides r on r.id = inserted.ride_id)
    select campusride_notify_user(told.user_id, 'ride_alert', r.id, null, campusride_trip_data(r))
    from told join rides r on r.id = told.ride_id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** Records the pairs without telling anyone: the rides the rider's search already showed. */
export async function recordSeenMatches(db: Database, pairs: readonly MatchPair[]): Promise<void> {
  if (pairs.length === 0) return;
  await db.execute(sql`
    insert into ride_alert_matches (alert_id, ride_id)
    select alert_id, ride_id from (values ${pairValues(pairs)}) as pairs(alert_id, ride_id)
    on conflict do nothing`);
}
