import { FRIENDLY_MESSAGES } from "@campusride/shared/messages";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { CallerLimits } from "../fair-use-config.ts";
import { AppError } from "../lib/app-error.ts";
import { addressKey } from "../lib/client-address.ts";
import { limitRequests } from "./rate-limit.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * How the fair-use limits count this route; unset, by its method (GET, HEAD, OPTIONS read).
     * read: a POST that changes nothing; long-lived: counted, but holds no place among the
     * requests in flight (a page's event stream); uncounted: probes and other services.
     */
    fairUse?: "read" | "long-lived" | "uncounted";
  }
}

export interface FairUseOptions {
  account: CallerLimits;
  address: CallerLimits;
  /** The account whose session the request carries, or null (counted by its address). */
  accountOf: (request: FastifyRequest) => Promise<string | null>;
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Seconds a caller refused for having too many requests in flight waits: they end in ms. */
const IN_FLIGHT_RETRY_AFTER = "1";

/**
 * Fair shares of an instance: every API request counts against its caller, the signed-in
 * account (key: the user id, whichever session or address it comes from) or, signed out,
 * the client address. Each caller has a bound on requests in flight at once in this
 * instance (memory) and a rate of reads and of writes a minute (memory, or Redis shared
 * by all instances with REDIS_URL). Past either, 429 at once with Retry-After, before the
 * request is read or touches the database, so one student's flood waits on itself.
 */
export const fairUsePlugin = fp<FairUseOptions>(
  async (app, { account, address, accountOf }) => {
    const callers = new WeakMap<FastifyRequest, string>();
    const callerOf = (request: FastifyRequest) => callers.get(request) ?? addressKey(request.ip);
    const limitsOf = (name: string, limits: CallerLimits, isAccount: boolean) => {
      const limit = (kind: "reads" | "writes", max: number) =>
        limitRequests(app, {
          name: `${name}-${kind}`,
          max,
          windowMs: 60_000,
          message: FRIENDLY_MESSAGES.rateLimit,
          ...(isAccount ? { key: callerOf } : {}),
        });
      return {
        inFlight: limits.inFlight,
        reads: limit("reads", limits.readsPerMinute),
        writes: limit("writes", limits.writesPerMinute),
      };
    };
    const byAccount = limitsOf("account", account, true);
    const byAddress = limitsOf("address", address, false);
    const inFlight = new Map<string, number>();

    app.addHook("onRequest", async (request, reply) => {
      const use = request.routeOptions.config?.fairUse;
      if (use === "uncounted" || !request.url.startsWith("/api/")) return;
      const owner = await accountOf(request);
      const caller = owner ? `account ${owner}` : `address ${addressKey(request.ip)}`;
      const limits = owner ? byAccount : byAddress;
      callers.set(request, caller);

      if (use !== "long-lived") {
        const held = inFlight.get(caller) ?? 0;
        if (held >= limits.inFlight) {
          throw new AppError("RATE_LIMITED", FRIENDLY_MESSAGES.rateLimit, {
            headers: { "retry-after": IN_FLIGHT_RETRY_AFTER },
          });
        }
        inFlight.set(caller, held + 1);
        let isHeld = true;
        const release = () => {
          if (!isHeld) return;
          isHeld = false;
          const left = (inFlight.get(caller) ?? 1) - 1;
          if (left > 0) inFlight.set(caller, left);
          else inFlight.delete(caller);
        };
        // the answer is sent ('finish', before the client can read it), or the connection is
        // gone before it was ('close' without 'finish')
        reply.raw.once("finish", release);
        reply.raw.once("close", release);
      }
      const isRead = READ_METHODS.has(request.method) || use === "read";
      await (isRead ? limits.reads : limits.writes)(request);
    });
  },
  { name: "fair-use", dependencies: ["request-limits"] },
);
