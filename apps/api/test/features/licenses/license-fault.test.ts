import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { driverCar } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { uploadLicense } from "../../support/license-files.ts";
import { createSession } from "../../support/session.ts";

// Its own data directory, so the files counted here are this file's alone.
const dataDir = path.resolve(".tmp/test-data-license-fault");
fs.rmSync(path.join(dataDir, "uploads"), { recursive: true, force: true });
const app = await createTestApp({ DATA_DIR: dataDir });

function storedFiles(): string[] {
  const folder = path.join(dataDir, "uploads", "licenses");
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}

function upload(url: string, cookie?: string) {
  return uploadLicense(app, url, { cookie });
}

// A database failure after the file is written: the table is briefly not there.
async function breakLicenseTable() {
  await app.db.execute(sql`alter table driver_licenses rename to driver_licenses_away`);
}
afterEach(async () => {
  await app.db.execute(sql`alter table if exists driver_licenses_away rename to driver_licenses`);
});

describe("license upload when the database write fails", () => {
  it("leaves no file behind, from the profile or from sign-up", async () => {
    const driver = await createSession(app, { userType: "driver", ...driverCar });
    const before = storedFiles();
    await breakLicenseTable();
    expect((await upload("/api/me/license", driver.cookie)).statusCode).toBe(500);
    expect((await upload("/api/signup/license")).statusCode).toBe(500);
    expect(storedFiles()).toEqual(before);
  });
});
