import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.ts";
import { driverLicenses } from "../../../src/db/schema/index.ts";
import { createSignedInUser, driverCar } from "../../support/accounts.ts";
import { createTestApp, testConfig } from "../../support/app.ts";
import { workerDatabase } from "../../support/database.ts";
import { uploadLicense } from "../../support/license-files.ts";
import { capturedLogger } from "../../support/captured-log.ts";

// Its own data directory, so the files counted here are this file's alone.
const dataDir = path.resolve(".tmp/test-data-license-orphans");
fs.rmSync(path.join(dataDir, "uploads"), { recursive: true, force: true });
const app = await createTestApp({ DATA_DIR: dataDir });
const licenses = path.join(dataDir, "uploads", "licenses");

/** A file as a crash leaves it, last written `minutes` ago. */
function leave(name: string, minutes: number): string {
  const file = path.join(licenses, name);
  fs.mkdirSync(licenses, { recursive: true });
  fs.writeFileSync(file, Buffer.alloc(1024, 7));
  age(file, minutes);
  return name;
}

function age(file: string, minutes: number) {
  const when = new Date(Date.now() - minutes * 60 * 1000);
  fs.utimesSync(file, when, when);
}

/** The app started again on the same database and folder, as after a crash. */
async function restart() {
  const database = await workerDatabase();
  const restarted = await buildApp({
    config: testConfig({ DATA_DIR: dataDir }),
    database: { ...database, close: async () => {} },
    logger: capturedLogger(),
  });
  await restarted.ready();
  return restarted;
}

describe("files a crash left in the uploads folder", () => {
  it("are removed at start once older than five minutes; files with a row stay", async () => {
    const driver = await createSignedInUser(app, { userType: "driver", ...driverCar });
    expect((await uploadLicense(app, "/api/me/license", { cookie: driver.cookie })).statusCode).toBe(201);
    const [row] = await app.db.select().from(driverLicenses).where(eq(driverLicenses.userId, driver.id));
    const kept = path.basename(row!.storageKey);
    age(path.join(licenses, kept), 24 * 60);

    // an upload killed while writing, and one killed before its row was committed
    leave(`.${crypto.randomUUID()}.partial`, 60);
    leave(`${crypto.randomUUID()}.pdf`, 60);
    // recent ones may be another instance's upload in progress
    const recent = [leave(`.${crypto.randomUUID()}.partial`, 1), leave(`${crypto.randomUUID()}.png`, 1)];

    const restarted = await restart();
    try {
      expect(fs.readdirSync(licenses).sort()).toEqual([kept, ...recent].sort());
      const own = await restarted.inject({
        method: "GET",
        url: "/api/me/license",
        headers: { cookie: driver.cookie },
      });
      expect(own.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
