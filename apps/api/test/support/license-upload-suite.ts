import { SIGNUP_MESSAGES } from "@campusride/shared/messages";
import { eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { driverLicenses, profiles } from "../../src/db/schema/index.ts";
import {
  createSignedInUser,
  driverCar,
  followVerificationLink,
  authPost,
  cookieHeader,
  lastMail,
  signupBody,
  freshIp,
} from "./accounts.ts";
import type { App } from "../../src/app.ts";
import { JPEG, PDF, PNG, multipartFile, uploadLicense } from "./license-files.ts";
import { createSession } from "./session.ts";

/** The app's settings for the suite: room for 5 MB of unclaimed sign-up uploads, the least there is. */
export const LICENSE_SUITE_ENV = { UNCLAIMED_UPLOADS_MAX_MB: "5" };
const BUDGET_BYTES = 5 * 1024 * 1024;

/** A PNG of `megabytes` MB, as a phone's photo of a license may be. */
function pngOf(megabytes: number): Buffer {
  return Buffer.concat([PNG, Buffer.alloc(megabytes * 1024 * 1024 - PNG.length, 3)]);
}

/**
 * The license upload and download API, run against an app whatever its storage: the local
 * disk (license.test.ts) and an S3 bucket (license-s3.test.ts), with LICENSE_SUITE_ENV.
 */
export function describeLicenseUploads(app: App): void {
  function upload(url: string, fileName: string, contentType: string, data: Buffer, cookie?: string) {
    return uploadLicense(app, url, { fileName, contentType, data, cookie });
  }

  describe("license upload from the profile", () => {
    it("stores a PDF under a server-generated name, readable only by its owner", async () => {
      const driver = await createSession(app, { userType: "driver", ...driverCar });
      const response = await upload(
        "/api/me/license",
        "../../etc/passwd.pdf",
        "application/pdf",
        PDF,
        driver.cookie,
      );
      expect(response.statusCode, response.body).toBe(201);

      const own = await app.inject({
        method: "GET",
        url: "/api/me/license",
        headers: { cookie: driver.cookie },
      });
      expect(own.statusCode).toBe(200);
      expect(own.headers["content-type"]).toBe("application/pdf");
      expect(own.rawPayload.equals(PDF)).toBe(true);
      // saved, never shown as a page of the site, never cached; the name is the server's
      expect(own.headers["content-disposition"]).toBe('attachment; filename="driver-license.pdf"');
      expect(own.headers["x-content-type-options"]).toBe("nosniff");
      expect(own.headers["cache-control"]).toBe("no-store");
      expect(
        (await app.inject({ method: "GET", url: "/api/me", headers: { cookie: driver.cookie } })).json()
          .profile,
      ).toMatchObject({
        hasLicenseFile: true,
        driverLicenseVerified: false,
      });

      const other = await createSession(app);
      const theirs = await app.inject({
        method: "GET",
        url: "/api/me/license",
        headers: { cookie: other.cookie },
      });
      expect(theirs.statusCode).toBe(404);
    });

    it("accepts JPEG and PNG, replacing the previous file", async () => {
      const driver = await createSession(app, { userType: "driver", ...driverCar });
      expect(
        (await upload("/api/me/license", "license.jpg", "image/jpeg", JPEG, driver.cookie)).statusCode,
      ).toBe(201);
      expect(
        (await upload("/api/me/license", "license.png", "image/png", PNG, driver.cookie)).statusCode,
      ).toBe(201);
      const own = await app.inject({
        method: "GET",
        url: "/api/me/license",
        headers: { cookie: driver.cookie },
      });
      expect(own.headers["content-type"]).toBe("image/png");
      expect(own.headers["content-disposition"]).toBe('attachment; filename="driver-license.png"');
      expect(own.rawPayload.equals(PNG)).toBe(true);
    });

    it("refuses a 6 MB file with 413", async () => {
      const driver = await createSession(app, { userType: "driver", ...driverCar });
      const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
      const response = await upload("/api/me/license", "license.pdf", "application/pdf", big, driver.cookie);
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toEqual({
        code: "PAYLOAD_TOO_LARGE",
        message: SIGNUP_MESSAGES.licenseSize,
      });
    });

    it("refuses a file of exactly 5 MB (it must be under 5MB)", async () => {
      const driver = await createSession(app, { userType: "driver", ...driverCar });
      const exact = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 - PDF.length, 0x20)]);
      const response = await upload(
        "/api/me/license",
        "license.pdf",
        "application/pdf",
        exact,
        driver.cookie,
      );
      expect(response.statusCode).toBe(413);
    });

    it("refuses an empty file with 400 and says so, from the profile or from sign-up", async () => {
      const driver = await createSignedInUser(app, { userType: "driver", ...driverCar });
      for (const url of ["/api/me/license", "/api/signup/license"]) {
        const empty = await upload(url, "license.pdf", "application/pdf", Buffer.alloc(0), driver.cookie);
        expect(empty.statusCode, empty.body).toBe(400);
        expect(empty.json().error).toEqual({ code: "BAD_REQUEST", message: SIGNUP_MESSAGES.licenseEmpty });
      }
      const own = await app.inject({
        method: "GET",
        url: "/api/me/license",
        headers: { cookie: driver.cookie },
      });
      expect(own.statusCode).toBe(404);
    });

    it("refuses a PDF renamed as PNG, and a text file, with 415", async () => {
      const driver = await createSession(app, { userType: "driver", ...driverCar });
      const renamed = await upload("/api/me/license", "license.png", "image/png", PDF, driver.cookie);
      expect(renamed.statusCode).toBe(415);
      expect(renamed.json().error).toEqual({
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: SIGNUP_MESSAGES.licenseType,
      });
      const text = await upload(
        "/api/me/license",
        "license.pdf",
        "application/pdf",
        Buffer.from("hello"),
        driver.cookie,
      );
      expect(text.statusCode).toBe(415);
      const own = await app.inject({
        method: "GET",
        url: "/api/me/license",
        headers: { cookie: driver.cookie },
      });
      expect(own.statusCode).toBe(404);
    });
  });

  describe("license upload during sign-up", () => {
    it("gives the uploaded file to the new account", async () => {
      const uploaded = await upload("/api/signup/license", "license.png", "image/png", PNG);
      expect(uploaded.statusCode).toBe(201);
      const { uploadId } = uploaded.json();

      const body = signupBody({ userType: "driver", ...driverCar, licenseUploadId: uploadId });
      expect((await authPost(app, "/sign-up/email", body)).statusCode).toBe(200);
      const mail = await lastMail(app, String(body.email));
      await followVerificationLink(app, mail!.link!);
      const signin = await authPost(app, "/sign-in/email", { email: body.email, password: body.password });
      const cookie = cookieHeader(signin.headers["set-cookie"]);
      const own = await app.inject({ method: "GET", url: "/api/me/license", headers: { cookie } });
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload.equals(PNG)).toBe(true);

      // the same upload cannot be claimed twice
      const second = await createSignedInUser(app, {
        userType: "driver",
        ...driverCar,
        licenseUploadId: uploadId,
      });
      expect(
        (await app.inject({ method: "GET", url: "/api/me/license", headers: { cookie: second.cookie } }))
          .statusCode,
      ).toBe(404);
    });

    it("forgets uploads no account claimed within an hour, file included", async () => {
      const old = await upload("/api/signup/license", "license.png", "image/png", PNG);
      const { uploadId } = old.json();
      const [row] = await app.db
        .update(driverLicenses)
        .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
        .where(eq(driverLicenses.id, uploadId))
        .returning();
      expect(await app.storage.get(row!.storageKey)).not.toBeNull();

      expect((await upload("/api/signup/license", "license.png", "image/png", PNG)).statusCode).toBe(201);
      expect(await app.db.select().from(driverLicenses).where(eq(driverLicenses.id, uploadId))).toEqual([]);
      expect(await app.storage.get(row!.storageKey)).toBeNull();
    });

    it("keeps the unclaimed uploads within their budget: the oldest make room, a claimed file stays", async () => {
      const claimed = await upload("/api/signup/license", "license.png", "image/png", pngOf(2));
      await createSignedInUser(app, {
        userType: "driver",
        ...driverCar,
        licenseUploadId: claimed.json().uploadId,
      });
      const uploads: Array<{ id: string; storageKey: string }> = [];
      for (let index = 0; index < 3; index += 1) {
        const response = await upload("/api/signup/license", "license.png", "image/png", pngOf(2));
        expect(response.statusCode, response.body).toBe(201);
        const [row] = await app.db
          .select()
          .from(driverLicenses)
          .where(eq(driverLicenses.id, response.json().uploadId));
        uploads.push({ id: row!.id, storageKey: row!.storageKey });
      }
      const [oldest, ...newest] = uploads;
      // 2 + 2 + 2 MB do not fit in 5: the first went, its file too
      const left = await app.db.select().from(driverLicenses).where(isNull(driverLicenses.userId));
      expect(left.map((row) => row.id).sort()).toEqual(newest.map((row) => row.id).sort());
      expect(await app.storage.get(oldest!.storageKey)).toBeNull();
      for (const row of newest) expect(await app.storage.get(row.storageKey)).not.toBeNull();
      // the account's file is no longer an upload waiting: it stays
      const [claimedRow] = await app.db
        .select()
        .from(driverLicenses)
        .where(eq(driverLicenses.id, claimed.json().uploadId));
      expect(claimedRow?.userId).not.toBeNull();
      expect(await app.storage.get(claimedRow!.storageKey)).not.toBeNull();
    });

    it("keeps to the budget when uploads arrive together", async () => {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => upload("/api/signup/license", "license.png", "image/png", pngOf(2))),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
      const left = await app.db.select().from(driverLicenses).where(isNull(driverLicenses.userId));
      expect(left.reduce((total, row) => total + row.sizeBytes, 0)).toBeLessThanOrEqual(BUDGET_BYTES);
      expect(left).toHaveLength(2);
    });

    it("are all gone after the sweep once an hour old, whether or not anyone uploads", async () => {
      const ids: string[] = [];
      for (let index = 0; index < 2; index += 1)
        ids.push((await upload("/api/signup/license", "license.png", "image/png", PNG)).json().uploadId);
      const [stale, fresh] = ids;
      const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000);
      await app.db
        .update(driverLicenses)
        .set({ createdAt: minutesAgo(61) })
        .where(eq(driverLicenses.id, stale!));
      await app.db
        .update(driverLicenses)
        .set({ createdAt: minutesAgo(50) })
        .where(eq(driverLicenses.id, fresh!));
      const [staleRow] = await app.db.select().from(driverLicenses).where(eq(driverLicenses.id, stale!));

      expect((await app.sweepUploads()).unclaimed).toBeGreaterThanOrEqual(1);
      const left = await app.db.select().from(driverLicenses).where(isNull(driverLicenses.userId));
      expect(left.map((row) => row.id)).toContain(fresh);
      expect(left.every((row) => row.createdAt > minutesAgo(60))).toBe(true);
      expect(await app.storage.get(staleRow!.storageKey)).toBeNull();
    });

    it("checks type and size the same way", async () => {
      expect((await upload("/api/signup/license", "license.png", "image/png", PDF)).statusCode).toBe(415);
      const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
      expect((await upload("/api/signup/license", "license.png", "image/png", big)).statusCode).toBe(413);
    });
  });

  describe("license upload: malformed requests", () => {
    function raw(url: string, contentType: string, payload: Buffer | string, cookie?: string) {
      return app.inject({
        method: "POST",
        url,
        payload,
        headers: { "content-type": contentType, ...(cookie ? { cookie } : {}) },
        remoteAddress: freshIp(),
      });
    }

    function parts(...entries: Array<{ name: string; fileName?: string; data: Buffer }>) {
      const boundary = "----campusrideparts";
      const payload = Buffer.concat([
        ...entries.flatMap(({ name, fileName, data }) => [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${
              fileName ? `; filename="${fileName}"\r\nContent-Type: application/octet-stream` : ""
            }\r\n\r\n`,
          ),
          data,
          Buffer.from("\r\n"),
        ]),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
    }

    it("answers a cut-off body or a missing boundary with 400, not a 5xx", async () => {
      const driver = await createSession(app, { userType: "driver", ...driverCar });
      for (const url of ["/api/me/license", "/api/signup/license"]) {
        const cut = await raw(
          url,
          "multipart/form-data; boundary=xyz",
          "--xyz\r\nContent-Dis",
          driver.cookie,
        );
        expect(cut.statusCode, cut.body).toBe(400);
        const noBoundary = await raw(url, "multipart/form-data", "garbage", driver.cookie);
        expect(noBoundary.statusCode, noBoundary.body).toBe(400);
        expect(noBoundary.json().error.code).toBe("BAD_REQUEST");
      }
    });

    it("refuses two files, keeping none of them", async () => {
      const driver = await createSession(app, { userType: "driver", ...driverCar });
      const two = parts(
        { name: "file", fileName: "a.png", data: PNG },
        { name: "file", fileName: "b.pdf", data: PDF },
      );
      const response = await raw("/api/me/license", two.contentType, two.payload, driver.cookie);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toBe(SIGNUP_MESSAGES.licenseOneFile);
      const own = await app.inject({
        method: "GET",
        url: "/api/me/license",
        headers: { cookie: driver.cookie },
      });
      expect(own.statusCode).toBe(404);

      const signup = await raw("/api/signup/license", two.contentType, two.payload);
      expect(signup.statusCode).toBe(400);
    });

    it("reads the file only from the 'file' field", async () => {
      const driver = await createSession(app, { userType: "driver", ...driverCar });
      const wrongName = parts({ name: "photo", fileName: "a.png", data: PNG });
      const response = await raw("/api/me/license", wrongName.contentType, wrongName.payload, driver.cookie);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toBe(SIGNUP_MESSAGES.licenseType);

      const withField = parts(
        { name: "note", data: Buffer.from("hello") },
        { name: "file", fileName: "a.png", data: PNG },
      );
      expect(
        (await raw("/api/me/license", withField.contentType, withField.payload, driver.cookie)).statusCode,
      ).toBe(201);
    });

    it("is for drivers: a rider without a car cannot upload a license", async () => {
      const rider = await createSession(app, { userType: "rider" });
      const response = await upload("/api/me/license", "license.png", "image/png", PNG, rider.cookie);
      expect(response.statusCode).toBe(403);
      expect(
        await app.db.select().from(driverLicenses).where(eq(driverLicenses.userId, rider.user.id)),
      ).toEqual([]);

      // once the rider has added a car (and so drives too), the license follows
      const car = { carMake: "Honda", carModel: "Civic", carYear: 2019, carColor: "Blue" };
      const saved = await app.inject({
        method: "PUT",
        url: "/api/me/vehicle",
        payload: car,
        headers: { cookie: rider.cookie },
      });
      expect(saved.statusCode).toBe(200);
      expect(
        (await upload("/api/me/license", "license.png", "image/png", PNG, rider.cookie)).statusCode,
      ).toBe(201);

      const both = await createSession(app, { userType: "both", ...driverCar });
      expect((await upload("/api/me/license", "license.png", "image/png", PNG, both.cookie)).statusCode).toBe(
        201,
      );
    });
  });

  describe("license replaced after verification", () => {
    it("is unverified again: the new file has not been checked", async () => {
      const driver = await createSession(app, { userType: "driver", ...driverCar });
      expect(
        (await upload("/api/me/license", "license.png", "image/png", PNG, driver.cookie)).statusCode,
      ).toBe(201);
      await app.db
        .update(profiles)
        .set({ driverLicenseVerified: true })
        .where(eq(profiles.id, driver.user.id));

      expect(
        (await upload("/api/me/license", "license.pdf", "application/pdf", PDF, driver.cookie)).statusCode,
      ).toBe(201);
      const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie: driver.cookie } });
      expect(me.json().profile).toMatchObject({ hasLicenseFile: true, driverLicenseVerified: false });
    });
  });

  describe("license upload at sign-up, on a campus", () => {
    it("allows one address 20 uploads per 15 minutes, then answers the sign-up limit", async () => {
      const campus = freshIp();
      const send = () => {
        const body = multipartFile("license.png", "image/png", PNG);
        return app.inject({
          method: "POST",
          url: "/api/signup/license",
          payload: body.payload,
          headers: body.headers,
          remoteAddress: campus,
        });
      };
      for (let upload = 1; upload <= 20; upload += 1) expect((await send()).statusCode).toBe(201);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.message).toBe(SIGNUP_MESSAGES.rateLimited);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(800);
    });
  });
}
