import type { ActiveSession } from "@campusride/shared/schemas/sessions";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { session } from "../../db/schema/index.ts";
import { SESSION_MESSAGES } from "@campusride/shared/messages";
import { AppError } from "../../lib/app-error.ts";
import { SESSION_MAX_AGE_SECONDS, sessionHardEnd } from "./session-lifetime.ts";
import { coarseAddress, deviceSummary } from "./device-summary.ts";

/** The account's sessions still in force, the caller's first; no token leaves here. */
export async function listActiveSessions(
  db: Database,
  userId: string,
  currentSessionId: string,
): Promise<ActiveSession[]> {
  const now = new Date();
  const rows = await db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
    })
    .from(session)
    .where(
      and(
        eq(session.userId, userId),
        gt(session.expiresAt, now),
        gt(session.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_SECONDS * 1000)),
      ),
    )
    .orderBy(desc(session.updatedAt), desc(session.createdAt));
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
  const removed = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, currentSessionId)))
    .returning({ id: session.id });
  return { revoked: removed.length };
}

/** Signs out one of the account's own sessions; anyone else's is "not found". */
export async function revokeSession(db: Database, userId: string, sessionId: string): Promise<void> {
  const removed = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  if (removed.length === 0) throw new AppError("NOT_FOUND", SESSION_MESSAGES.notFound);
}
