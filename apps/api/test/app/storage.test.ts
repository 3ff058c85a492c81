import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { FileStorage } from "../../src/plugins/storage/file-storage.ts";
import { localDiskStorage } from "../../src/plugins/storage/local-disk.ts";
import { s3Storage, StorageError } from "../../src/plugins/storage/s3.ts";
import { startS3StandIn } from "../support/s3-stand-in.ts";

/**
 * The promises of FileStorage, kept by every implementation: the local disk and S3 (a
 * local S3-protocol server). Each test works in a folder of its own.
 */
const s3 = await startS3StandIn();
afterAll(() => s3.close());
const diskRoot = fs.mkdtempSync(path.join(os.tmpdir(), "campusride-uploads-"));
afterAll(() => fs.rmSync(diskRoot, { recursive: true, force: true }));
// two keys a page, so listing a folder takes several requests
const bucket = s3Storage({ ...s3.settings, listPageSize: 2 });
afterAll(() => bucket.destroy());

const implementations: Array<[string, FileStorage]> = [
  ["local disk", localDiskStorage(diskRoot)],
  ["S3", bucket],
];

let folders = 0;
const freshFolder = () => `contract-${(folders += 1)}`;

describe.each(implementations)("file storage: %s", (_name, storage) => {
  it("gives back what was put, and a second put replaces the file whole", async () => {
    const folder = freshFolder();
    await storage.put(`${folder}/a.pdf`, Buffer.from("first version"));
    expect((await storage.get(`${folder}/a.pdf`))?.toString()).toBe("first version");
    const big = Buffer.alloc(256 * 1024, 7);
    await storage.put(`${folder}/a.pdf`, big);
    expect((await storage.get(`${folder}/a.pdf`))?.equals(big)).toBe(true);
  });

  it("answers null for a file that is not there", async () => {
    expect(await storage.get(`${freshFolder()}/missing.png`)).toBeNull();
  });

  it("removes a file, and removing it again (or one never put) is no error", async () => {
    const folder = freshFolder();
    await storage.put(`${folder}/a.png`, Buffer.from("x"));
    await storage.remove(`${folder}/a.png`);
    expect(await storage.get(`${folder}/a.png`)).toBeNull();
    await expect(storage.remove(`${folder}/a.png`)).resolves.toBeUndefined();
    await expect(storage.remove(`${freshFolder()}/never.png`)).resolves.toBeUndefined();
  });

  it("lists every file directly under a folder, not its subfolders or neighbours", async () => {
    const folder = freshFolder();
    const started = Date.now();
    const keys = ["a", "b", "c", "d", "e"].map((name) => `${folder}/${name}.png`);
    for (const key of keys) await storage.put(key, Buffer.from(key));
    await storage.put(`${folder}/inner/deep.png`, Buffer.from("deep"));
    await storage.put(`${folder}-next/other.png`, Buffer.from("neighbour"));

    const listed = await storage.list(folder);
    expect(listed.map((file) => file.key).sort()).toEqual(keys);
    for (const file of listed) {
      expect(file.modifiedAt).toBeInstanceOf(Date);
      expect(file.modifiedAt.getTime()).toBeGreaterThan(started - 60_000);
      expect(file.modifiedAt.getTime()).toBeLessThan(Date.now() + 60_000);
    }
    expect(await storage.list(freshFolder())).toEqual([]);
  });

  it("refuses keys the server could not have made, before touching anything", async () => {
    for (const key of ["../outside.png", "/abs.png", "licenses/A.png", "licenses/x", "licenses/../x.png"]) {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(/unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/unsafe storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/unsafe storage key/);
    }
    await expect(storage.list("../")).rejects.toThrow(/unsafe storage folder/);
  });

  it("sweeps only unfinished writes: complete files stay", async () => {
    const folder = freshFolder();
    await storage.put(`${folder}/kept.png`, Buffer.from("kept"));
    expect(await storage.removeUnfinished(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(0);
    expect((await storage.get(`${folder}/kept.png`))?.toString()).toBe("kept");
  });
});

describe("file storage: local disk", () => {
  const storage = localDiskStorage(diskRoot);

  it("sweeps the temporary files of writes a crash interrupted, once older than `before`", async () => {
    const folder = path.join(diskRoot, freshFolder());
    fs.mkdirSync(folder, { recursive: true });
    const old = path.join(folder, ".0b9c7d1e-1111-4222-8333-944445555666.partial");
    const recent = path.join(folder, ".1b9c7d1e-1111-4222-8333-944445555666.partial");
    fs.writeFileSync(old, "half");
    fs.writeFileSync(recent, "half");
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    fs.utimesSync(old, hourAgo, hourAgo);

    expect(await storage.removeUnfinished(new Date(Date.now() - 5 * 60 * 1000))).toBe(1);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
    // a temporary file is never listed or read as a file
    expect(await storage.list(path.basename(folder))).toEqual([]);
  });
});

describe("file storage: S3", () => {
  it("fails a request the service refuses with an error that carries no request details", async () => {
    const wrongBucket = s3Storage({ ...s3.settings, bucket: "no-such-bucket" });
    afterAll(() => wrongBucket.destroy());
    const failure = await wrongBucket.put("refused/a.png", Buffer.from("x")).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageError);
    expect((failure as Error).message).toBe("S3 put failed: NoSuchBucket (HTTP 404)");
    // nothing of the SDK's error (its request holds the access key id and signature)
    expect(Object.keys(failure as object)).not.toContain("cause");
    expect(JSON.stringify(failure)).not.toContain("S3RVER");
    // a missing bucket is a fault, never "no such file"
    await expect(wrongBucket.get("refused/a.png")).rejects.toThrow("S3 get failed: NoSuchBucket (HTTP 404)");
  });

  it("gives up on a service that does not answer, within its timeouts", async () => {
    const unreachable = s3Storage({ ...s3.settings, endpoint: "http://127.0.0.1:9", timeoutMs: 1000 });
    afterAll(() => unreachable.destroy());
    const started = Date.now();
    await expect(unreachable.get("nowhere/a.png")).rejects.toBeInstanceOf(StorageError);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
