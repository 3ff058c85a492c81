import path from "node:path";
import { z } from "zod";

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
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ error: "must be an absolute URL such as https://campusride.example" }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: postgresUrl.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Readable log lines instead of JSON (outside production); unset: when stdout is a terminal. */
  LOG_PRETTY: booleanFromEnv.optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
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
  // Maps: the offline gazetteer by default; Google when a key is set; OSRM for routes.
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  /** Replaces the Google API hosts (places/maps/routes.googleapis.com), e.g. for a local stand-in. */
  GOOGLE_MAPS_BASE_URL: z.url({ error: "must be an absolute URL" }).optional(),
  OSRM_URL: z.url({ error: "must be an absolute URL such as http://osrm:5000" }).optional(),
  MAPS_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(10_000),
  MAPS_RETRY_BASE_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
});

type RawConfig = z.output<typeof configSchema>;

export interface Config extends Omit<RawConfig, "PUBLIC_URL" | "DATA_DIR" | "WEB_DIST"> {
  PUBLIC_URL: string;
  DATA_DIR: string;
  WEB_DIST: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

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
  if (raw.NODE_ENV === "production" && !raw.AUTH_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  AUTH_SECRET: is required in production (at least 32 random characters)",
    );
  }
  return {
    ...raw,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ""),
    DATA_DIR: path.resolve(raw.DATA_DIR),
    WEB_DIST: path.resolve(raw.WEB_DIST ?? defaultWebDist),
  };
}
