import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";

/**
 * However active, a session ends 30 days after its sign-in; within that, better-auth's
 * sliding expiry (7 days without use, renewed at most daily) still applies.
 */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** When a session that signed in at `createdAt` ends at the latest. */
export function sessionHardEnd(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + SESSION_MAX_AGE_SECONDS * 1000);
}

interface SessionAnswer {
  session?: { token?: string; createdAt?: Date | string };
}

/**
 * The absolute lifetime, as a better-auth plugin: a renewal never sets an expiry past the
 * hard end, and a session found past it (one renewed before this rule) is ended and
 * answered as none. The browser's /get-session answer leaves the token out.
 */
export function absoluteSessionLifetime() {
  return {
    id: "campusride-session-lifetime",
    init() {
      return {
        options: {
          databaseHooks: {
            session: {
              update: {
                // getSession's renewal: { expiresAt, updatedAt }, with the session it found
                before: async (data: Record<string, unknown>, context) => {
                  const found = (context?.context.session as SessionAnswer | null | undefined)?.session;
                  if (!(data.expiresAt instanceof Date) || !found?.createdAt) return;
                  const end = sessionHardEnd(found.createdAt);
                  if (data.expiresAt > end) return { data: { ...data, expiresAt: end } };
                },
              },
            },
          },
        },
      };
    },
    hooks: {
      after: [
        {
          matcher: (context) => context.path === "/get-session",
          handler: createAuthMiddleware(async (ctx) => {
            const answer = ctx.context.returned as SessionAnswer | null | undefined;
            const found = answer?.session;
            if (!found?.token || !found.createdAt) return;
            if (sessionHardEnd(found.createdAt) <= new Date()) {
              await ctx.context.internalAdapter.deleteSession(found.token);
              deleteSessionCookie(ctx);
              return ctx.json(null);
            }
            // the browser has the token in its httpOnly cookie; its scripts never see it
            if (ctx.request) {
              const { token: _token, ...session } = found;
              return ctx.json({ ...answer, session });
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
