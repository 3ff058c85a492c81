import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { routeCache } from "../../db/schema/index.ts";
import type { ProviderRoute } from "./providers/types.ts";

/** A route is cached 24 hours (docs/product/places-and-routes.md#cache). */
export const ROUTE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

export async function findCachedRoute(db: Database, key: string): Promise<ProviderRoute | undefined> {
  const [row] = await db
    .select()
    .from(routeCache)
    .where(and(eq(routeCache.key, key), gt(routeCache.expiresAt, new Date())))
    .limit(1);
  if (!row) return undefined;
  return {
    distanceMeters: row.distanceMeters,
    durationSeconds: row.durationSeconds,
    ...(row.polyline ? { polyline: row.polyline } : {}),
  };
}

export async function saveCachedRoute(
  db: Database,
  key: string,
  provider: string,
  route: ProviderRoute,
): Promise<void> {
  const now = Date.now();
  const values = {
    provider,
    distanceMeters: Math.round(route.distanceMeters),
    durationSeconds: Math.round(route.durationSeconds),
    polyline: route.polyline ?? null,
    createdAt: new Date(now),
    expiresAt: new Date(now + ROUTE_CACHE_TTL_MS),
  };
  await db
    .insert(routeCache)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: routeCache.key, set: values });
  // Expired rows are dead weight; dropping them on write keeps the table to a day of routes.
  await db.delete(routeCache).where(lt(routeCache.expiresAt, new Date(now)));
}
