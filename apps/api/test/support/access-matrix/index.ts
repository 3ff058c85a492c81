import { accountTable } from "./account.ts";
import { adminTable } from "./admin.ts";
import { authTable } from "./auth.ts";
import { bookingTable } from "./bookings.ts";
import { publicTable } from "./public.ts";
import { rideTable } from "./rides.ts";
import { rideSeriesTable } from "./ride-series.ts";
import type { RouteTable } from "./table.ts";

const AREAS = [publicTable, authTable, accountTable, rideTable, rideSeriesTable, bookingTable, adminTable];

/** Every route's expectations, one table per area; a route in two areas is a mistake. */
export function routeTable(): RouteTable {
  const table: RouteTable = {};
  for (const area of AREAS) {
    for (const [key, cases] of Object.entries(area)) {
      if (key in table) throw new Error(`${key} is in two areas of the access matrix`);
      table[key] = cases;
    }
  }
  return table;
}
