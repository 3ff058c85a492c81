import crypto from "node:crypto";
import type { DatabaseHandle } from "../../apps/api/src/db/client.ts";

/**
 * Accounts written straight to a CampusRide database by the benchmarks: users, rider and
 * driver profiles, signed-in sessions and passwords, a few `unnest` statements each
 * rather than thousands of sign-ups. Works on PostgreSQL and PGlite alike.
 */

/** One SQL statement with its parameters, on whichever database the bench seeds. */
export type Query = (text: string, params?: unknown[]) => Promise<unknown>;

/** The raw client under a database handle (node-postgres' pool, or PGlite): both take text and params. */
export function queryOf(handle: DatabaseHandle): Query {
  const client = (
    handle.db as unknown as { $client: { query(text: string, params?: unknown[]): Promise<unknown> } }
  ).$client;
  return (text, params) => client.query(text, params);
}

/** better-auth's session cookie as CampusRide names it (cookiePrefix "campusride", plain http). */
const SESSION_COOKIE = "campusride.session_token";

/** A session row's token signed as better-call's setSignedCookie does: "<token>.<HMAC-SHA256 base64>". */
function sessionCookie(token: string, secret: string): string {
  const signature = crypto.createHmac("sha256", secret).update(token).digest("base64");
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

const emailOf = (id: string) => `${id}@bench.campusride.edu`;

/** Verified accounts, their emails `<id>@bench.campusride.edu`. */
export async function insertUsers(query: Query, ids: readonly string[]): Promise<void> {
  await query(
    `insert into "user" (id, name, email, email_verified)
     select id, 'Bench ' || n, id || '@bench.campusride.edu', true
     from unnest($1::text[]) with ordinality as account(id, n)`,
    [ids],
  );
}

/** Rider profiles of accounts already inserted. */
export async function insertRiderProfiles(query: Query, ids: readonly string[]): Promise<void> {
  await query(
    `insert into profiles (id, first_name, last_name, user_type, email, phone)
     select id, 'Bench', 'No. ' || n, 'rider', id || '@bench.campusride.edu', '+13525550100'
     from unnest($1::text[]) with ordinality as account(id, n)`,
    [ids],
  );
}

/** Driver profiles with a car and a verified license, of accounts already inserted. */
export async function insertDriverProfiles(query: Query, ids: readonly string[]): Promise<void> {
  await query(
    `insert into profiles (id, first_name, last_name, user_type, email, car_make, car_model, car_year,
       car_color, driver_license_verified, phone)
     select id, 'Driver', 'No. ' || n, 'driver', id || '@bench.campusride.edu', 'Toyota', 'Camry', 2020,
       'Silver', true, '+13525550100'
     from unnest($1::text[]) with ordinality as account(id, n)`,
    [ids],
  );
}

/**
 * A session per account, as better-auth writes it at sign-in (expiring in its 7 days, so
 * not yet due for the daily refresh); the signed cookies, in the same order.
 */
export async function insertSessions(
  query: Query,
  userIds: readonly string[],
  authSecret: string,
): Promise<string[]> {
  const tokens = userIds.map(() => crypto.randomBytes(24).toString("base64url"));
  await query(
    `insert into session (id, token, user_id, expires_at)
     select id, token, user_id, now() + interval '7 days'
     from unnest($1::text[], $2::text[], $3::text[]) as signed_in(id, token, user_id)`,
    [userIds.map(() => crypto.randomUUID()), tokens, userIds],
  );
  return tokens.map((token) => sessionCookie(token, authSecret));
}

/** A password credential (the hash sign-up stores, made once by the caller) for each account; their emails. */
export async function insertPasswords(
  query: Query,
  userIds: readonly string[],
  passwordHash: string,
): Promise<string[]> {
  await query(
    `insert into account (id, account_id, provider_id, user_id, password)
     select 'bench-credential-' || id, id, 'credential', id, $2 from unnest($1::text[]) as account(id)`,
    [userIds, passwordHash],
  );
  return userIds.map(emailOf);
}
