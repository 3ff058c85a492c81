import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { driverCar, freshIp } from "./support/accounts.ts";
import { createTestApp } from "./support/app.ts";
import { createSession } from "./support/session.ts";

// Its own data directory, so the files counted here are this file's alone.
const dataDir = path.resolve(".tmp/test-data-license-fault");
fs.rmSync(path.join(dataDir, "uploads"), { recursive: true, force: true });
const app = await createTestApp({ DATA_DIR: dataDir });

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

function storedFiles(): string[] {
  const folder = path.join(dataDir, "uploads", "licenses");
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}

function upload(url: string, cookie?: string) {
  const boundary = "----campusridefault";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="license.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: "POST",
    url,
    payload,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...(cookie ? { cookie } : {}) },
    remoteAddress: freshIp(),
  });
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
