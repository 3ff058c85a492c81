import { FRIENDLY_MESSAGES } from "@campusride/shared/messages";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { buildApp } from "../../../src/app.ts";
import { driverCar } from "../../support/accounts.ts";
import { createTestApp, sendOwnOrigin, testConfig } from "../../support/app.ts";
import { workerDatabase } from "../../support/database.ts";
import { LICENSE_SUITE_ENV, describeLicenseUploads } from "../../support/license-upload-suite.ts";
import { PNG, uploadLicense } from "../../support/license-files.ts";
import { startS3StandIn } from "../../support/s3-stand-in.ts";
import { createSession } from "../../support/session.ts";
import { alsoCaptured } from "../../support/captured-log.ts";

// the license tests of license.test.ts, with the files in a bucket of a local S3 server
const s3 = await startS3StandIn();
afterAll(() => s3.close());
const app = await createTestApp({ ...s3.env, ...LICENSE_SUITE_ENV });

describeLicenseUploads(app);

describe("licenses in S3", () => {
  it("are in the bucket, not in DATA_DIR, and a stored file is read back", async () => {
    const driver = await createSession(app, { userType: "driver", ...driverCar });
    expect((await uploadLicense(app, "/api/me/license", { cookie: driver.cookie })).statusCode).toBe(201);
    const listed = await app.storage.list("licenses");
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((file) => /^licenses\/[0-9a-f-]+\.(png|pdf|jpg)$/.test(file.key))).toBe(true);
  });

  it("answers a storage outage with the generic 500, naming nothing of the service", async () => {
    const driver = await createSession(app, { userType: "driver", ...driverCar });
    const written: string[] = [];
    // the same database, a bucket the service does not have
    const database = await workerDatabase();
    const broken = await buildApp({
      config: testConfig({ ...s3.env, S3_BUCKET: "no-such-bucket", S3_TIMEOUT_MS: "2000" }),
      database: { ...database, close: async () => {} },
      // its real logger at the most talkative level, into memory
      logger: { level: "trace", stream: alsoCaptured((line) => written.push(line)) },
    });
    onTestFinished(() => broken.close());
    await broken.ready();
    sendOwnOrigin(broken, "http://localhost:3000");
    const response = await uploadLicense(broken, "/api/me/license", { cookie: driver.cookie, data: PNG });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: "INTERNAL", message: FRIENDLY_MESSAGES.default } });
    expect(response.body).not.toMatch(/S3|bucket|127\.0\.0\.1|S3RVER/i);
    // nothing half-written: no row points to a file that is not there
    const own = await broken.inject({
      method: "GET",
      url: "/api/me/license",
      headers: { cookie: driver.cookie },
    });
    expect(own.statusCode).toBe(404);
    // the log says what failed, and nothing of the credentials or the signed request
    const log = written.join("");
    expect(log).toContain("S3 put failed: NoSuchBucket (HTTP 404)");
    for (const secret of [s3.env.S3_ACCESS_KEY_ID!, "AWS4-HMAC-SHA256", "Signature="]) {
      expect(log).not.toContain(secret);
    }
  });
});
