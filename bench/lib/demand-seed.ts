import { addDaysLocal } from "../../packages/shared/src/domain/local-time.ts";
import { destinationKeyOf } from "../../apps/api/src/features/campus-demand/destinations.ts";
import { insertRiderProfiles, insertUsers, type Query } from "./bench-accounts.ts";

/** Where the seeded riders go: Florida's areas and a few places beyond them (grid squares). */
const DESTINATIONS = [
  [25.7617, -80.1918], // Miami
  [28.5383, -81.3792], // Orlando
  [27.9506, -82.4572], // Tampa
  [30.3322, -81.6557], // Jacksonville
  [30.4383, -84.2807], // Tallahassee
  [26.1224, -80.1373], // Fort Lauderdale
  [26.7153, -80.0534], // West Palm Beach
  [26.6406, -81.8723], // Fort Myers
  [27.3364, -82.5307], // Sarasota
  [29.2108, -81.0228], // Daytona Beach
  [30.4213, -87.2169], // Pensacola
  [24.5551, -81.78], // Key West
  [33.749, -84.388], // Atlanta
  [32.0809, -81.0912], // Savannah
  [30.6954, -88.0399], // Mobile
  [35.2271, -80.8431], // Charlotte
] as const;

/**
 * A campus's demand as the board reads it, written straight to demand_signals: `riders`
 * rider accounts, then `alerts` signals from alerts and `searches` from searches that
 * found nothing, spread over the `days` days from `firstDate`, all seen a day before now.
 * Signal n is rider n mod riders' (n div riders)-th wish: a distinct day per wish, so
 * every signal is its own rider, day and destination.
 */
export async function seedDemand(
  query: Query,
  options: {
    campusId: string;
    riders: number;
    alerts: number;
    searches: number;
    firstDate: string;
    days: number;
  },
): Promise<void> {
  const ids = Array.from({ length: options.riders }, (_, n) => `bench-demand-rider-${n + 1}`);
  for (let start = 0; start < ids.length; start += 10_000) {
    const chunk = ids.slice(start, start + 10_000);
    await insertUsers(query, chunk);
    await insertRiderProfiles(query, chunk);
  }
  const keys = DESTINATIONS.map(([lat, lng]) => destinationKeyOf({ lat, lng }));
  const dates = Array.from({ length: options.days }, (_, n) => addDaysLocal(options.firstDate, n));
  const total = options.alerts + options.searches;
  if (total > options.riders * Math.floor(options.days / 3))
    throw new Error("too few riders for distinct days");
  await query(
    `insert into demand_signals (campus_id, destination_key, travel_date, user_id, source, created_at)
     select $1, ($2::text[])[1 + ((n / $5) * 7 + (n % $5) * 13) % cardinality($2::text[])],
       ($3::date[])[1 + ((n / $5) * 3 + n % $5) % cardinality($3::date[])],
       'bench-demand-rider-' || (1 + n % $5),
       case when n < $4 then 'alert' else 'search' end,
       now() - interval '1 day'
     from generate_series(0, $6 - 1) as n`,
    [options.campusId, keys, dates, options.alerts, options.riders, total],
  );
  await query("analyze");
}
