import type { FastifyInstance, FastifyRequest } from "fastify";
import { webHeaders } from "../../lib/web-headers.ts";
import { FRESH_SESSION_SECONDS } from "./create-auth.ts";
import { findAccountAccess, type AccountAccess } from "./queries.ts";
import { nowMs } from "../../lib/clock.ts";

/**
 * What the route guards (plugins/guards.ts) ask of the accounts, which this feature owns;
 * decorated on the app as `accountGuards`, so the guards import no feature.
 */
export interface AccountGuards {
  /** What a role guard needs to know about an account: its user type and whether it is active. */
  access(userId: string): Promise<AccountAccess | undefined>;
  /** Whether a session signed in at `createdAt` may make a sensitive change without the password. */
  isFreshSession(createdAt: Date): boolean;
  /**
   * better-auth's own check of the signed-in account's password, counted with
   * /api/auth/verify-password's (5 failures per 15 minutes, one at a time per user): a
   * stolen old session cannot guess the password here either.
   */
  isAccountPassword(request: FastifyRequest, password: string): Promise<boolean>;
}

export function createAccountGuards(app: FastifyInstance): AccountGuards {
  return {
    access: (userId) => findAccountAccess(app.db, userId),
    // better-auth's session.freshAge
    isFreshSession: (createdAt) => nowMs() - createdAt.getTime() < FRESH_SESSION_SECONDS * 1000,
    async isAccountPassword(request, password) {
      const response = await app.withAuthLimits(request, "/api/auth/verify-password", () =>
        app.auth.api.verifyPassword({
          body: { password },
          headers: webHeaders(request),
          asResponse: true,
        }),
      );
      return response.ok;
    },
  };
}
