import type { ActiveSession } from "@campusride/shared/schemas/sessions";
import type { Database } from "../../db/client.ts";
import { SESSION_MESSAGES } from "@campusride/shared/messages";
import { AppError } from "../../lib/app-error.ts";
import { SESSION_MAX_AGE_SECONDS, sessionHardEnd } from "./session-lifetime.ts";
import { coarseAddress, deviceSummary } from "./device-summary.ts";
import { deleteOtherSessions, deleteOwnSession, findLiveSessions } from "./queries.ts";

/** The account's sessions still in force, the caller's first; no token leaves here. */
export async function listActiveSessions(
  db: Database,
  userId: string,
  currentSessionId: string,
): Promise<ActiveSession[]> {
  const now = new Date();
  const rows = await findLiveSessions(
    db,
    userId,
    now,
    new Date(now.getTime() - SESSION_MAX_AGE_SECONDS * 1000),
  );
  return rows
    .map((row) => {
      const hardEnd = sessionHardEnd(row.createdAt);
      return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        // renewed at most daily: when it was last renewed (or signed in)
        lastActiveAt: row.updatedAt.toISOString(),
        expiresAt: (row.expiresAt < hardEnd ? row.expiresAt : hardEnd).toISOString(),
        userAgent: deviceSummary(row.userAgent),
        ipAddress: coarseAddress(row.ipAddress),
        current: row.id === currentSessionId,
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs out every other browser of the account; the caller's stays. */
export async function revokeOtherSessions(db: Database, userId: string, currentSessionId: string) {
  return { revoked: await deleteOtherSessions(db, userId, currentSessionId) };
}

/** Signs out one of the account's own sessions; anyone else's is "not found". */
export async function revokeSession(db: Database, userId: string, sessionId: string): Promise<void> {
  if (!(await deleteOwnSession(db, userId, sessionId)))
    throw new AppError("NOT_FOUND", SESSION_MESSAGES.notFound);
}
