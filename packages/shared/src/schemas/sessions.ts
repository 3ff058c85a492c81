import { z } from "zod";
import { RECENT_SIGN_IN_MESSAGES } from "../messages.ts";

/**
 * One of the account's signed-in browsers, as /profile lists them: never its token. The
 * device is a summary of its user agent ("Chrome on Windows"); the address is coarse (the
 * network, not the machine).
 */
export const activeSessionSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  lastActiveAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  userAgent: z.string(),
  ipAddress: z.string().nullable(),
  /** The browser asking. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** GET /api/me/sessions: the current one first, then the most recently active. */
export const activeSessionsResponseSchema = z.object({ sessions: z.array(activeSessionSchema) });
export type ActiveSessions = z.infer<typeof activeSessionsResponseSchema>;

/** DELETE /api/me/sessions/:id */
export const sessionIdParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/**
 * The account's password given again with a sensitive change (the phone, the emergency
 * contact, ending sessions, the data export) by a browser that signed in more than a day
 * ago (403 SESSION_NOT_FRESH without it); not needed within the day.
 */
export const currentPasswordSchema = z.string().max(1000).optional();

/**
 * The body of a sensitive request that carries nothing else, none needed: POST
 * /api/me/sessions/revoke-others, DELETE /api/me/sessions/:id, POST /api/me/export.
 */
export const recentSignInInputSchema = z.object({ currentPassword: currentPasswordSchema }).nullish();
export type RecentSignInInput = z.input<typeof recentSignInInputSchema>;

/** The password the browser is asked for when the API answers 403 SESSION_NOT_FRESH. */
export const recentSignInFormSchema = z.object({
  currentPassword: z.string().min(1, RECENT_SIGN_IN_MESSAGES.passwordRequired).max(1000),
});

/** POST /api/me/sessions/revoke-others: how many browsers were signed out. */
export const revokeOtherSessionsResponseSchema = z.object({ revoked: z.number().int().min(0) });
