import { z } from "zod";
import type { S3Settings } from "./plugins/storage/s3.ts";

/**
 * Uploaded files go to an S3 bucket (or an S3-compatible service) when S3_BUCKET is set,
 * else to DATA_DIR/uploads. The variables are checked as a set; no message ever repeats
 * a value (the keys are secrets).
 */
export const s3ConfigFields = {
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name: 3–63 lower-case letters, digits, dots or dashes",
    )
    .optional(),
  /** An S3-compatible service's URL (MinIO, R2, …); unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z
    .url({ error: "must be an http:// or https:// URL" })
    .refine((value) => /^https?:/.test(value), "must be an http:// or https:// URL")
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, "must be a region name such as eu-central-1")
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
    .transform((value) => value === "true" || value === "1" || value === "yes")
    .default(false),
  /** Encryption at rest for every file: S3-managed keys, KMS, or none where unsupported. */
  S3_SERVER_SIDE_ENCRYPTION: z
    .enum(["AES256", "aws:kms", "none"], { error: "must be AES256, aws:kms or none" })
    .default("AES256"),
  /** Per request attempt (three attempts): connecting, and any silence while it runs. */
  S3_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(10_000),
};

type S3Config = z.output<z.ZodObject<typeof s3ConfigFields>>;

/** What is wrong with the S3_* variables taken together, one line per variable. */
export function s3ConfigProblems(config: S3Config): string[] {
  const problems: string[] = [];
  if (!config.S3_BUCKET) {
    if (config.S3_ENDPOINT || config.S3_REGION || config.S3_ACCESS_KEY_ID || config.S3_SECRET_ACCESS_KEY) {
      problems.push(
        "S3_BUCKET: is required when other S3_* variables are set (unset them to store files in DATA_DIR)",
      );
    }
    return problems;
  }
  if (!config.S3_REGION)
    problems.push("S3_REGION: is required when S3_BUCKET is set (us-east-1 for most S3-compatible services)");
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    const missing = config.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    problems.push(
      `${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither (the instance's role)`,
    );
  }
  return problems;
}

/** The storage settings the config asks for, or null for the local disk. */
export function s3Settings(config: S3Config): S3Settings | null {
  if (!config.S3_BUCKET || !config.S3_REGION) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    serverSideEncryption: config.S3_SERVER_SIDE_ENCRYPTION,
    timeoutMs: config.S3_TIMEOUT_MS,
  };
}
