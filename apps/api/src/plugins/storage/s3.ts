import crypto from "node:crypto";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type ServerSideEncryption,
} from "@aws-sdk/client-s3";
import { checkedFolder, checkedKey, SAFE_KEY, type FileStorage, type StoredFile } from "./file-storage.ts";

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's URL; unset: AWS itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default chain (environment, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Encryption at rest asked for on every file; "none" for services without it. */
  serverSideEncryption: ServerSideEncryption | "none";
  /** Per attempt: connecting, and any silence while a request is under way. */
  timeoutMs?: number;
  /** Keys per list request (S3's most, 1000, unless a test wants many pages). */
  listPageSize?: number;
}

/**
 * A failed storage request. Its message names the operation and the service's error code
 * only (never a key's owner, the bucket's credentials or the service's own wording); the
 * error handler answers it as any other 500.
 */
export class StorageError extends Error {
  override name = "StorageError";
}

function serviceCode(error: unknown): string {
  return error instanceof Error ? error.name : "UnknownError";
}

function httpStatus(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** The key is not there (a missing bucket is a fault, not a missing file). */
function isMissing(error: unknown): boolean {
  const code = serviceCode(error);
  return code === "NoSuchKey" || (httpStatus(error) === 404 && code !== "NoSuchBucket");
}

/**
 * The SDK's error reduced to its code and status: its own fields hold the raw request
 * (the access key id, the signature), which no log may carry.
 */
function storageError(operation: string, error: unknown): StorageError {
  const status = httpStatus(error);
  return new StorageError(
    `S3 ${operation} failed: ${serviceCode(error)}${status ? ` (HTTP ${status})` : ""}`,
  );
}

async function request<T>(operation: string, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    throw storageError(operation, error);
  }
}

/** The client: bounded waits, three attempts with backoff, checksums every service accepts. */
function createClient(settings: S3Settings): S3Client {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    maxAttempts: 3,
    retryMode: "standard",
    requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs },
    // the newer default checksums are not understood by every S3-compatible service;
    // put sends Content-MD5, which all of them check
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** Files in an S3 bucket (or an S3-compatible service's), under their keys as they are. */
export function s3Storage(settings: S3Settings): FileStorage & { destroy(): void } {
  const client = createClient(settings);
  const Bucket = settings.bucket;
  const encryption =
    settings.serverSideEncryption === "none" ? {} : { ServerSideEncryption: settings.serverSideEncryption };
  return {
    // One PutObject: the service makes the object visible only once the whole body has
    // arrived and matched its Content-MD5, so a key is absent or complete.
    async put(key, data) {
      const Key = checkedKey(key);
      const ContentMD5 = crypto.createHash("md5").update(data).digest("base64");
      await request("put", () =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: data,
            ContentLength: data.length,
            ContentMD5,
            ContentType: "application/octet-stream",
            ...encryption,
          }),
        ),
      );
    },
    async get(key) {
      const Key = checkedKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (!answer.Body) return Buffer.alloc(0);
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw storageError("get", error);
      }
    },
    async remove(key) {
      const Key = checkedKey(key);
      // S3 answers a delete of a missing key with success too
      await request("remove", () => client.send(new DeleteObjectCommand({ Bucket, Key })));
    },
    async list(folder) {
      const Prefix = `${checkedFolder(folder)}/`;
      const files: StoredFile[] = [];
      const MaxKeys = settings.listPageSize ?? 1000;
      let ContinuationToken: string | undefined;
      do {
        // the delimiter keeps subfolders' files out (they come as common prefixes)
        const page = await request("list", () =>
          client.send(
            new ListObjectsV2Command({ Bucket, Prefix, Delimiter: "/", MaxKeys, ContinuationToken }),
          ),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key || !SAFE_KEY.test(object.Key)) continue;
          // without a date it counts as new, so no sweep takes it for a leftover
          files.push({ key: object.Key, modifiedAt: object.LastModified ?? new Date() });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files;
    },
    // Nothing to sweep: put is a single PutObject (files are at most a few MB, far below
    // its 5 GB limit), which leaves no trace when interrupted, and no multipart upload is
    // ever started. Other writers' incomplete uploads are the bucket's lifecycle rule's
    // (AbortIncompleteMultipartUpload; see docs/decisions/0024-s3-storage.md).
    async removeUnfinished() {
      return 0;
    },
    destroy() {
      client.destroy();
    },
  };
}
