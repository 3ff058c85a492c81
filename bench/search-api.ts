import { benchSearchApi } from "./lib/search-api.ts";

/**
 * B3 and B4: the ride search through the database-backed API path, on PostgreSQL with
 * 100k synthetic rides (lib/search-api.ts). `npm run bench -- search search-api` runs
 * B1 to B4.
 */
export default async function benchSearchThroughApi(): Promise<void> {
  await benchSearchApi();
}
