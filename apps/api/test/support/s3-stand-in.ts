import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../src/plugins/storage/s3.ts";

/** The stand-in's one account (s3rver's built-in key pair). */
const ACCESS_KEY = "S3RVER";

export interface S3StandIn {
  endpoint: string;
  bucket: string;
  /** The files it holds, on its own disk: what the service really stored. */
  directory: string;
  /** The app's S3_* variables for this bucket. */
  env: Record<string, string>;
  settings: S3Settings;
  close(): Promise<void>;
}

/**
 * A local S3-protocol server (s3rver) on a loopback port of its own, keeping its files in
 * a fresh temporary folder, with one bucket made.
 */
export async function startS3StandIn(bucket = "campusride-test"): Promise<S3StandIn> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "campusride-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: "true",
    },
    settings: {
      bucket,
      endpoint,
      region: "us-east-1",
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
      forcePathStyle: true,
      serverSideEncryption: "AES256",
      timeoutMs: 5_000,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
