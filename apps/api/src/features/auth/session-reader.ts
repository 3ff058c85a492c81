import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { parseCookies } from "better-auth/cookies";
import { LRUCache } from "lru-cache";
import type { Database } from "../../db/client.ts";
import type { Auth } from "./create-auth.ts";
import { findSessionByToken, findSessionOwner } from "./queries.ts";
import { sessionHardEnd } from "./session-lifetime.ts";

/** The signed-in account and browser session of a request, as the API's guards use them. */
export interface SessionFound {
  user: { id: string; email: string; emailVerified: boolean };
  session: { id: string; createdAt: Date; activeRole: string | null };
}

/** The request's Cookie header, and all its headers (made only when better-auth is asked). */
export type ReadSession = (
  cookieHeader: string | undefined,
  headers: () => Headers,
) => Promise<SessionFound | null>;

/** better-call's signed cookie: "<value>.<base64 HMAC-SHA256 of value>", the signature 44 characters. */
function verifiedValue(signed: string | undefined, secret: string): string | null {
  if (!signed) return null;
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  // standard base64 only, as atob() reads it there (Buffer would also take "-" and "_")
  if (!/^[A-Za-z0-9+/]{43}=$/.test(signature)) return null;
  const given = Buffer.from(signature, "base64");
  const expected = createHmac("sha256", secret).update(value).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/**
 * Reads the session of an API request the way better-auth's getSession does (the signed
 * session cookie, the session and its user, not expired), in one query and without
 * better-auth's endpoint machinery, which cost most of an authenticated read's CPU. It
 * answers only the common case itself: a session that is expired, due for better-auth's
 * daily renewal (a "don't remember me" session, made for a day, always is), past its
 * 30-day end, or a request with two session cookies goes to better-auth's own getSession,
 * which renews or ends it as it always did. No cookie, a bad signature or an unknown token
 * is no session, as there.
 */
export function createSessionReader(auth: Auth, db: Database): ReadSession {
  const settings = auth.$context.then((context) => ({
    secret: context.secret,
    cookieName: context.authCookies.sessionToken.name,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));
  const byBetterAuth = async (headers: Headers): Promise<SessionFound | null> => {
    const found = await auth.api.getSession({ headers });
    if (!found) return null;
    return {
      user: { id: found.user.id, email: found.user.email, emailVerified: found.user.emailVerified },
      session: {
        id: found.session.id,
        createdAt: new Date(found.session.createdAt),
        activeRole: (found.session as { activeRole?: string | null }).activeRole ?? null,
      },
    };
  };

  return async (cookieHeader, headers) => {
    if (!cookieHeader) return null;
    const { secret, cookieName, expiresInMs, updateAgeMs } = await settings;
    // two session cookies (one set by a sibling site on the parent domain, say): parsers
    // differ on which counts, so better-auth's own reading decides, as on /api/auth
    const named = cookieHeader.split(";").filter((part) => part.trimStart().startsWith(`${cookieName}=`));
    if (named.length > 1) return byBetterAuth(headers());
    const token = verifiedValue(parseCookies(cookieHeader).get(cookieName), secret);
    if (!token) return null;
    const row = await findSessionByToken(db, token);
    if (!row) return null;
    const now = Date.now();
    const expired = row.expiresAt.getTime() < now;
    const dueForRenewal = row.expiresAt.getTime() - expiresInMs + updateAgeMs <= now;
    if (expired || dueForRenewal || sessionHardEnd(row.createdAt).getTime() <= now)
      return byBetterAuth(headers());
    return {
      user: { id: row.userId, email: row.email, emailVerified: row.emailVerified },
      session: { id: row.sessionId, createdAt: row.createdAt, activeRole: row.activeRole },
    };
  };
}

/** The account a request's session cookie belongs to; null: no validly signed cookie of a known session. */
export type ReadSessionOwner = (cookieHeader: string | undefined) => Promise<string | null>;

/** Sessions whose owner each instance remembers (least recently used go first). */
const REMEMBERED_OWNERS = 50_000;
const NO_OWNER = "";

/**
 * Whose session a request carries, for counting it against its account before any route
 * reads the session. A session's owner never changes, so it is remembered: a session already
 * seen costs a signature check and a map lookup, and parallel requests of a new one share one
 * query. A session that is expired or ended still names its owner (the route refuses it).
 * With several session cookies, the first that names an account counts, whichever one
 * better-auth would read.
 */
export function createSessionOwnerReader(auth: Auth, db: Database): ReadSessionOwner {
  const secret = auth.$context.then((context) => context.secret);
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);
  const owners = new LRUCache<string, string, string>({
    max: REMEMBERED_OWNERS,
    // keyed by the token's hash: the map holds no credential
    fetchMethod: async (_hash, _stale, { context: token }) => {
      return (await findSessionOwner(db, token)) ?? NO_OWNER;
    },
  });

  return async (cookieHeader) => {
    if (!cookieHeader) return null;
    const name = `${await cookieName}=`;
    const key = await secret;
    for (const part of cookieHeader.split(";")) {
      const cookie = part.trim();
      if (!cookie.startsWith(name)) continue;
      const token = verifiedValue(safeDecode(cookie.slice(name.length).replace(/^"(.*)"$/, "$1")), key);
      if (!token) continue;
      const hash = createHash("sha256").update(token).digest("base64url");
      const owner = await owners.fetch(hash, { context: token });
      if (owner) return owner;
    }
    return null;
  };
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
