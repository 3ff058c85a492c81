import type pg from "pg";
import { addDaysLocal, departureInstant } from "../../packages/shared/src/domain/local-time.ts";
import { MATCHING } from "../../packages/shared/src/domain/matching.ts";
import type { SyntheticQuery } from "../../apps/api/test/search-engine/support/synthetic-rides.ts";

/** Great-circle miles between two points, in SQL (the haversine of domain/distance.ts). */
function haversineSql(lat1: string, lng1: string, lat2: string, lng2: string): string {
  return `(2 * 3958.7613 * asin(least(1, sqrt(
    power(sin(radians(${lat2} - ${lat1}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2)))))`;
}

/**
 * The search as one plain SQL statement, the comparison of B3: the day's active rides
 * not yet departed with the seats, each ride's detour ratio computed in SQL, at most
 * MATCHING.maxDetourRatio, scored as docs/product/search.md#matching, by score then departure, the first 20, with
 * the driver's public name and car. Uses the rides (status, departure_at) index.
 */
const SEARCH_SQL = `
with legs as (
  select r.id, r.driver_id, r.departure_city, r.destination_city, r.origin_address, r.destination_address,
    r.origin_lat, r.origin_lng, r.destination_lat, r.destination_lng, r.departure_date, r.departure_time,
    r.departure_at, r.available_seats, r.seats_taken, r.price_per_seat_cents, r.status, r.distance_miles,
    r.time_length, r.created_at, p.first_name, p.last_name, p.car_make, p.car_model, p.car_color, p.car_year,
    ${haversineSql("r.origin_lat", "r.origin_lng", "$1::float8", "$2::float8")} as to_pickup,
    ${haversineSql("$3::float8", "$4::float8", "r.destination_lat", "r.destination_lng")} as from_drop_off,
    ${haversineSql("r.origin_lat", "r.origin_lng", "r.destination_lat", "r.destination_lng")} as direct
  from rides r join profiles p on p.id = r.driver_id
  where r.status = 'active' and r.departure_at > now()
    and r.departure_at >= $5 and r.departure_at < $6 and r.departure_date = $7
    and r.available_seats - r.seats_taken >= $8
    and r.origin_lat is not null and r.origin_lng is not null
    and r.destination_lat is not null and r.destination_lng is not null
), ratios as (
  select legs.*, (to_pickup + ${haversineSql("$1::float8", "$2::float8", "$3::float8", "$4::float8")} + from_drop_off) / nullif(direct, 0) as ratio
  from legs
)
select ratios.*,
  least(100, greatest(0, ${MATCHING.baseScore} + case when ratio <= ${MATCHING.onTheWayRatio} then ${MATCHING.bonus}
    when ratio > ${MATCHING.penaltyRatio} then -${MATCHING.penalty} else 0 end)) as match_score
from ratios
where ratio <= ${MATCHING.maxDetourRatio}
order by match_score desc, departure_at, id
limit ${MATCHING.resultLimit}`;

/** The ids of the SQL search's answer, in order. */
export async function searchWithSql(pool: pg.Pool, query: SyntheticQuery): Promise<string[]> {
  const dayStart = departureInstant(query.departureDate, "00:00");
  const dayEnd = departureInstant(addDaysLocal(query.departureDate, 1), "00:00");
  const { rows } = await pool.query<{ id: string }>(SEARCH_SQL, [
    query.originLat,
    query.originLng,
    query.destinationLat,
    query.destinationLng,
    dayStart,
    dayEnd,
    query.departureDate,
    query.passengers,
  ]);
  return rows.map((row) => row.id);
}
