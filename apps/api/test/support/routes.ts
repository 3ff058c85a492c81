import type { App } from "../../src/app.ts";

export interface RegisteredRoute {
  method: string;
  /** The path as registered, parameters included (`/api/admin/licenses/:userId/file`). */
  url: string;
}

/**
 * Every route the app has, read from Fastify's route tree (HEAD, which Fastify adds to
 * each GET, left out): a test over "every route of an area" covers the ones added later.
 */
export function registeredRoutes(app: App): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes().split("\n")) {
    const node = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?$/u.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    const url = `${depth > 0 ? parents[depth - 1] : ""}${node[2]}`;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of node[3]?.split(", ") ?? []) if (method !== "HEAD") routes.push({ method, url });
  }
  return routes;
}
