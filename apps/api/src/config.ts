import path from "node:path";
import { PAYOUT_DELAY_HOURS } from "@campusride/shared/domain/payments";
import { z } from "zod";
import { DEFAULT_DEADLINES } from "./db/query-deadlines.ts";
import { fairUseConfigFields } from "./fair-use-config.ts";
import { parseTrustProxy } from "./lib/client-address.ts";
import { s3ConfigFields, s3ConfigProblems } from "./s3-config.ts";

/**
 * The environment, parsed once at start-up. A bad value stops the process with a
 * message naming the variable (see server.ts); nothing else reads process.env.
 */
const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== "";
  } catch {
    return false;
  }
}, "must be a postgres:// or postgresql:// URL with a host");

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int("must be a whole number")
    .min(0)
    .max(65535)
    .default(3000),
  /** Default: all interfaces in production, loopback only elsewhere (see loadConfig). */
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: z.url({ error: "must be an absolute URL such as https://campusride.example" }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: postgresUrl.optional(),
  // PostgreSQL's deadlines (db/query-deadlines.ts): a statement, the wait for any answer, migrations
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(3_600_000)
    .default(DEFAULT_DEADLINES.statementTimeoutMs),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(3_600_000)
    .default(DEFAULT_DEADLINES.queryTimeoutMs),
  DATABASE_MIGRATION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(24 * 3_600_000)
    .default(DEFAULT_DEADLINES.migrationTimeoutMs),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Readable log lines instead of JSON (outside production); unset: when stdout is a terminal. */
  LOG_PRETTY: booleanFromEnv.optional(),
  /** Hops (`true` = 1) or the proxies' addresses/CIDRs; see lib/client-address.ts. */
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust !== null) return trust;
      context.addIssue({
        code: "custom",
        message:
          "must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges",
      });
      return z.NEVER;
    })
    .default(0),
  /** Shares the request limits of every instance; without it each instance counts in memory. */
  REDIS_URL: z
    .url({ error: "must be a redis:// or rediss:// URL" })
    .refine((value) => /^rediss?:/.test(value), "must be a redis:// or rediss:// URL")
    .optional(),
  WEB_DIST: z.string().optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .url({ error: "must be an smtp:// or smtps:// URL" })
    .refine((value) => /^smtps?:/.test(value), "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("CampusRide <no-reply@campusride.local>"),
  /** Per SMTP step: connecting, the greeting, and any silence while sending. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(10_000),
  DEMO_DATA: booleanFromEnv.optional(),
  /**
   * Browser journeys move the server's clock through /api/test/clock
   * (docs/decisions/0049-server-clock.md); refused in production.
   */
  TEST_CLOCK: booleanFromEnv.optional(),
  /** The demo accounts' password; in production one is generated (and never shown) without it. */
  DEMO_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  /**
   * Comma-separated emails of the accounts that review driver licenses. Unset: outside
   * production the demo admin (admin@demo.campusride.edu), in production nobody.
   */
  ADMIN_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .optional(),
  /** Where a copy of each contact-form message is mailed; unset: no copy (the admin inbox has them all). */
  SUPPORT_EMAIL: z
    .email({ error: "must be an email address such as support@campusride.example" })
    .transform((value) => value.toLowerCase())
    .optional(),
  // Maps: the offline gazetteer by default; Google when a key is set; OSRM for routes.
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  /** Replaces the Google API hosts (places/maps/routes.googleapis.com), e.g. for a local stand-in. */
  GOOGLE_MAPS_BASE_URL: z.url({ error: "must be an absolute URL" }).optional(),
  OSRM_URL: z.url({ error: "must be an absolute URL such as http://osrm:5000" }).optional(),
  MAPS_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(10_000),
  MAPS_RETRY_BASE_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
  // Google sign-in: on when both the client id and secret are set (see features/auth/google-sign-in.ts)
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Replaces Google's OpenID discovery document, e.g. for a local OpenID provider in tests. */
  GOOGLE_DISCOVERY_URL: z.url({ error: "must be an absolute URL" }).optional(),
  // Payments (docs/product/payments.md): pay at pickup by default; card payments through Stripe when a key is set.
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** Verifies the signature of Stripe's webhooks (whsec_…); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Replaces https://api.stripe.com, e.g. for a local stand-in. */
  STRIPE_API_URL: z.url({ error: "must be an absolute URL" }).optional(),
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(1).max(80_000).default(10_000),
  /** How often each instance reconciles payments and looks for due payouts. */
  PAYMENTS_JOB_EVERY_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** How long after a completed ride its driver is paid out (tests and demos shorten it). */
  PAYOUT_DELAY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(PAYOUT_DELAY_HOURS),
  // Web Push (features/push): the VAPID key pair (base64url, as web-push generates it); without
  // them one is generated once into DATA_DIR/vapid-keys.json and reused.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "must be a base64url P-256 public key (87 characters)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be a base64url P-256 private key (43 characters)")
    .optional(),
  /** Who push services may contact about our pushes: mailto: or https:. Default: SUPPORT_EMAIL, else PUBLIC_URL. */
  VAPID_SUBJECT: z
    .string()
    .refine(
      (value) => /^(mailto:.+@.+|https:\/\/.+)$/.test(value),
      "must be a mailto: address or an https:// URL",
    )
    .optional(),
  // Uploaded files: DATA_DIR/uploads, or S3 when S3_BUCKET is set (s3-config.ts).
  /**
   * What the license files uploaded at sign-up and not yet claimed by an account may take
   * all together (anyone may upload one): the oldest make room. At least 5, one file's most.
   */
  UNCLAIMED_UPLOADS_MAX_MB: z.coerce
    .number({ error: "must be a number of megabytes" })
    .int("must be a whole number")
    .min(5, "must be at least 5 (one license file may be up to 5 MB)")
    .max(1_000_000)
    .default(200),
  ...s3ConfigFields,
  // Per-account and per-address limits, and load shedding (fair-use-config.ts).
  ...fairUseConfigFields,
});

type RawConfig = z.output<typeof configSchema>;

export interface Config extends Omit<
  RawConfig,
  "HOST" | "PUBLIC_URL" | "DATA_DIR" | "WEB_DIST" | "ADMIN_EMAILS"
> {
  HOST: string;
  ADMIN_EMAILS: string[];
  PUBLIC_URL: string;
  DATA_DIR: string;
  WEB_DIST: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The demo data's license reviewer, an admin outside production unless ADMIN_EMAILS says otherwise. */
export const DEMO_ADMIN_EMAIL = "admin@demo.campusride.edu";

const defaultWebDist = path.resolve(import.meta.dirname, "../../web/dist");

/** Parses the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const raw = result.data;
  const s3Problems = s3ConfigProblems(raw);
  if (s3Problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${s3Problems.map((line) => `  ${line}`).join("\n")}`);
  }
  if (raw.NODE_ENV === "production" && !raw.AUTH_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  AUTH_SECRET: is required in production (at least 32 random characters)",
    );
  }
  if (raw.NODE_ENV === "production" && raw.TEST_CLOCK) {
    throw new ConfigError(
      "Invalid configuration:\n  TEST_CLOCK: the server's clock cannot be moved in production",
    );
  }
  if (raw.DATABASE_QUERY_TIMEOUT_MS <= raw.DATABASE_STATEMENT_TIMEOUT_MS) {
    throw new ConfigError(
      "Invalid configuration:\n  DATABASE_QUERY_TIMEOUT_MS: must be longer than DATABASE_STATEMENT_TIMEOUT_MS (the server cancels a slow statement first)",
    );
  }
  if (Boolean(raw.GOOGLE_CLIENT_ID) !== Boolean(raw.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      "Invalid configuration:\n  GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: Google sign-in needs both (or neither, to turn it off)",
    );
  }
  if (Boolean(raw.STRIPE_SECRET_KEY) !== Boolean(raw.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      "Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: card payments need both (or neither, to pay at pickup)",
    );
  }
  if (Boolean(raw.VAPID_PUBLIC_KEY) !== Boolean(raw.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: push notifications need both (or neither, to keep a generated pair in DATA_DIR)",
    );
  }
  return {
    ...raw,
    // A development server (outbox mail at /dev/mailbox, demo accounts) is reachable from
    // this machine only unless HOST says otherwise.
    HOST: raw.HOST ?? (raw.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1"),
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ""),
    DATA_DIR: path.resolve(raw.DATA_DIR),
    ADMIN_EMAILS: raw.ADMIN_EMAILS ?? (raw.NODE_ENV === "production" ? [] : [DEMO_ADMIN_EMAIL]),
    WEB_DIST: path.resolve(raw.WEB_DIST ?? defaultWebDist),
  };
}

/**
 * The origins the app's own pages are served from: PUBLIC_URL, and outside production
 * also localhost and 127.0.0.1 on PORT, where a developer's browser may open it. Accounts
 * (better-auth's trustedOrigins) and the same-origin check of the other routes share it.
 */
export function trustedOrigins(config: Pick<Config, "NODE_ENV" | "PORT" | "PUBLIC_URL">): string[] {
  const own = new URL(config.PUBLIC_URL).origin;
  if (config.NODE_ENV === "production") return [own];
  return [...new Set([own, `http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`])];
}
