import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { trustedOrigins, type Config } from "../config.ts";
import { AppError } from "../lib/app-error.ts";

export interface SameOriginOptions {
  config: Config;
  /** Route paths (as declared) any site may post to, e.g. a public form. */
  openRoutes?: string[];
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function foreignOriginMessage(publicUrl: string): string {
  return `This request did not come from the CampusRide site and was refused. Please open CampusRide at ${publicUrl} and try again.`;
}

/**
 * Whether a state-changing request comes from the app's own pages (docs/decisions/0005).
 * The browser sets Origin and Sec-Fetch-Site and no page can forge them; a request with
 * neither is not from a current browser, and without a cookie it acts for nobody.
 */
function isFromOwnSite(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const { origin, cookie } = request.headers;
  // "null" (sandboxed frames, some redirects) is never trusted
  if (origin !== undefined) return trusted.has(origin);
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  return !cookie;
}

/**
 * Refuses cross-site requests that would change something (CSRF): every method but
 * GET, HEAD and OPTIONS, before any route reads the session or the body.
 */
export const sameOriginPlugin = fp<SameOriginOptions>(async (app, { config, openRoutes = [] }) => {
  const trusted = new Set(trustedOrigins(config));
  const open = new Set(openRoutes);
  const message = foreignOriginMessage(config.PUBLIC_URL);

  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || open.has(request.routeOptions.url ?? "")) return;
    if (isFromOwnSite(request, trusted)) return;
    request.log.info(
      { origin: request.headers.origin, secFetchSite: request.headers["sec-fetch-site"] },
      "cross-site request refused",
    );
    throw new AppError("FORBIDDEN_ORIGIN", message);
  });
});
