import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PDF, PNG } from "../support/license-files.ts";
import { OWNER_FILE } from "../../src/plugins/storage/uploads-owner.ts";
import { freePort, spawnServer, tempDataDir, waitUntilReady } from "../support/server-process.ts";

/**
 * The server with its uploads folder on a real 256 KB filesystem: a tmpfs mounted in a
 * mount namespace of its own (unshare, no privileges needed), so only this process sees it.
 */
const UPLOADS_SIZE = "256k";
const dataDir = tempDataDir();
const uploads = path.join(dataDir, "uploads");
fs.mkdirSync(uploads, { recursive: true });

const server = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) }, [
  "unshare",
  "--user",
  "--map-root-user",
  "--mount",
  "sh",
  "-c",
  `mount -t tmpfs -o size=${UPLOADS_SIZE} campusride-uploads "$0" && exec "$@"`,
  uploads,
]);
afterAll(async () => {
  server.child.kill("SIGKILL");
  await server.exited;
});

/**
 * The files uploaded, as the server sees the uploads folder through its own mount
 * namespace (the marker naming the database that owns the folder is not an upload).
 */
function uploadedFiles(): string[] {
  const folder = `/proc/${server.child.pid}/root${uploads}`;
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== OWNER_FILE)
    .map((entry) => entry.name);
}

function uploadSignupLicense(fileName: string, type: string, data: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([data], { type }), fileName);
  return fetch(`${server.url}/api/signup/license`, { method: "POST", body: form });
}

describe("a license upload onto a full disk", () => {
  it("fails without leaving a partial file, and the next upload that fits is stored", async () => {
    await waitUntilReady(server);
    const tooBig = Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 0x20)]);
    const failed = await uploadSignupLicense("license.pdf", "application/pdf", tooBig);
    expect(failed.status).toBe(500);
    // the app's own error: nothing of the disk, its paths or the system's message
    const { error } = (await failed.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("INTERNAL");
    expect(JSON.stringify(error)).not.toMatch(/ENOSPC|no space|\/tmp|uploads|\.ts:/i);
    expect(uploadedFiles()).toEqual([]);

    // were the partial file still there, the filesystem would still be full
    const small = await uploadSignupLicense("license.png", "image/png", PNG);
    const uploadedNames = uploadedFiles();
    expect(small.status, server.output()).toBe(201);
    expect(uploadedFiles()).toEqual([expect.stringMatching(/^[0-9a-f-]+\.png$/)]);

    // no row was left for the upload that failed: one license, the file that is there
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const db = await PGlite.create(path.join(dataDir, "db"));
    const { rows } = await db.query<{ storage_key: string }>("select storage_key from driver_licenses");
    await db.close();
    expect(rows.map((row) => path.basename(row.storage_key))).toEqual(uploadedNames);
  });
});
