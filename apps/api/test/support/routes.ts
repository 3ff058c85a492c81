import type { App } from "../../src/app.ts";
import { AUTH_ENDPOINTS } from "../../src/features/auth/endpoints.ts";

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

/** The better-auth endpoints the app routes through its one /api/auth/* route, as routes. */
export function routedAuthEndpoints(): RegisteredRoute[] {
  return Object.entries(AUTH_ENDPOINTS).flatMap(([method, paths]) =>
    paths.map((path) => ({ method, url: `/api/auth${path}` })),
  );
}

/** Every endpoint better-auth has as configured (plugins included) that a client can call. */
export function betterAuthEndpoints(app: App): RegisteredRoute[] {
  const endpoints: RegisteredRoute[] = [];
  for (const endpoint of Object.values(app.auth.api) as unknown[]) {
    const { path, options } = endpoint as {
      path?: string;
      options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
    };
    if (!path || options?.metadata?.SERVER_ONLY) continue;
    const methods = [options?.method ?? []].flat();
    for (const method of methods.length > 0 ? methods : ["GET", "POST"])
      endpoints.push({ method, url: `/api/auth${path}` });
  }
  return endpoints;
}
