import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { spawn } from "node:child_process";
import { once } from "node:events";
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
 * A local S3-protocol server (s3rver) in a process of its own on a loopback port the
 * system picks, keeping its files in a fresh temporary folder, with one bucket made. Its
 * list pages need DES (its continuation tokens), which Node has only with OpenSSL's
 * legacy provider: hence a process of its own.
 */
export async function startS3StandIn(bucket = "campusride-test"): Promise<S3StandIn> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "campusride-s3-"));
  const bin = fileURLToPath(import.meta.resolve("s3rver/bin/s3rver.js"));
  const child = spawn(
    process.execPath,
    [
      "--openssl-legacy-provider",
      bin,
      "-d",
      directory,
      "-a",
      "127.0.0.1",
      "-p",
      "0",
      "-s",
      "--configure-bucket",
      bucket,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const exited = once(child, "exit");
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on [\d.]+:(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", () => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited: ${output}`));
    });
  });
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
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
