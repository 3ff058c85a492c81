import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../../src/app.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { readDatabaseId } from "../../../src/db/database-identity.ts";
import { driverLicenses } from "../../../src/db/schema/index.ts";
import { OWNER_FILE } from "../../../src/plugins/storage/uploads-owner.ts";
import { createSignedInUser, driverCar, type SignedInUser } from "../../support/accounts.ts";
import { createTestApp, sendOwnOrigin, testConfig } from "../../support/app.ts";
import { capturedLogger } from "../../support/captured-log.ts";
import { workerDatabase } from "../../support/database.ts";
import { uploadLicense } from "../../support/license-files.ts";
import { openOwnDatabase } from "../../support/own-database.ts";

// The embedded database of a checkout (the worker's) and another one a `DATABASE_URL=…`
// start brings, both on the same DATA_DIR.
const embedded = await createTestApp();
const other = await openOwnDatabase();
afterAll(() => other.dispose());

function newDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "campusride-switch-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/** A start on `database` with DATA_DIR `dataDir`: the uploads sweep runs before it is ready. */
async function start(database: DatabaseHandle, dataDir: string): Promise<App> {
  const config = testConfig({ DATA_DIR: dataDir });
  const app = await buildApp({
    config,
    database: { ...database, close: async () => {} },
    logger: capturedLogger(),
  });
  await app.ready();
  sendOwnOrigin(app, config.PUBLIC_URL);
  return app;
}

/** A driver with a license on file; returns the driver and the file's path on disk, aged a day. */
async function driverWithLicense(app: App, dataDir: string): Promise<{ driver: SignedInUser; file: string }> {
  const driver = await createSignedInUser(app, { userType: "driver", ...driverCar });
  expect((await uploadLicense(app, "/api/me/license", { cookie: driver.cookie })).statusCode).toBe(201);
  const [row] = await app.db.select().from(driverLicenses).where(eq(driverLicenses.userId, driver.id));
  const file = findFile(path.join(dataDir, "uploads"), path.basename(row!.storageKey));
  // older than the sweep's five minutes: only a file's owner keeps it then
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
  fs.utimesSync(file, dayAgo, dayAgo);
  return { driver, file };
}

function findFile(folder: string, name: string): string {
  const found = fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .find((entry) => entry.isFile() && entry.name === name);
  if (!found) throw new Error(`${name} is not under ${folder}`);
  return path.join(found.parentPath, found.name);
}

async function licenseStatus(app: App, driver: SignedInUser): Promise<number> {
  return (await app.inject({ url: "/api/me/license", headers: { cookie: driver.cookie } })).statusCode;
}

describe("one DATA_DIR used by two databases in turn", () => {
  it("loses no license file switching to the other database and back, either way", async () => {
    const dataDir = newDataDir();
    const first = await start(await workerDatabase(), dataDir);
    const ownerA = await driverWithLicense(first, dataDir);
    await first.close();
    const uploads = path.join(dataDir, "uploads");

    // DATABASE_URL=… npm start on the same folder: the embedded database's file stays
    const second = await start(other.handle, dataDir);
    expect(fs.existsSync(ownerA.file)).toBe(true);
    const ownerB = await driverWithLicense(second, dataDir);
    await second.close();
    expect(fs.readFileSync(path.join(uploads, OWNER_FILE), "utf8").trim()).toBe(
      await readDatabaseId(embedded.db),
    );
    // the other database's files are kept apart, in a folder named by its id
    expect(ownerB.file).toContain(path.join(uploads, "databases", await readDatabaseId(other.handle.db)));

    // back on the embedded database, then on the other again: each reads its own file
    const back = await start(await workerDatabase(), dataDir);
    try {
      expect(await licenseStatus(back, ownerA.driver)).toBe(200);
      expect(fs.existsSync(ownerB.file)).toBe(true);
    } finally {
      await back.close();
    }
    const again = await start(other.handle, dataDir);
    try {
      expect(await licenseStatus(again, ownerB.driver)).toBe(200);
      expect(fs.existsSync(ownerA.file)).toBe(true);
    } finally {
      await again.close();
    }
  }, 120_000);

  it("leaves a folder from before owners were recorded to the database whose files it holds", async () => {
    const dataDir = newDataDir();
    const first = await start(await workerDatabase(), dataDir);
    const ownerA = await driverWithLicense(first, dataDir);
    await first.close();
    // as an older CampusRide left it: files, no owner
    fs.rmSync(path.join(dataDir, "uploads", OWNER_FILE));

    // the other database starts first: it knows none of the files, so it takes none of them
    const second = await start(other.handle, dataDir);
    await second.close();
    expect(fs.existsSync(ownerA.file)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, "uploads", OWNER_FILE))).toBe(false);

    const back = await start(await workerDatabase(), dataDir);
    try {
      expect(await licenseStatus(back, ownerA.driver)).toBe(200);
      expect(fs.readFileSync(path.join(dataDir, "uploads", OWNER_FILE), "utf8").trim()).toBe(
        await readDatabaseId(back.db),
      );
    } finally {
      await back.close();
    }
  }, 120_000);
});
