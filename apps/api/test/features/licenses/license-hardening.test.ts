import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LIMITS } from "@campusride/shared/limits";
import { SIGNUP_MESSAGES } from "@campusride/shared/messages";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { driverLicenses } from "../../../src/db/schema/index.ts";
import { driverCar } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { JPEG, PDF, PNG, uploadLicense } from "../../support/license-files.ts";
import { createSession } from "../../support/session.ts";

// Hostile license uploads (docs/security.md, "License files"); the everyday cases are in
// license-upload-suite.ts. A data folder of its own, so every file the app writes is seen.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "campusride-license-hardening-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const app = await createTestApp({ DATA_DIR: dataDir });
const uploadsDir = path.join(dataDir, "uploads");

/** Every file under the data folder (its parent too), as paths relative to the parent. */
function filesAround(): Set<string> {
  const parent = path.dirname(dataDir);
  const inData = fs.readdirSync(dataDir, { recursive: true, withFileTypes: true });
  return new Set([
    ...inData
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(parent, path.join(entry.parentPath, entry.name))),
    ...fs.readdirSync(parent).filter((name) => /passwd|x\.jpg/.test(name)),
  ]);
}

/** Every license row, sign-up uploads (no owner yet) included. */
function allRows() {
  return app.db.select().from(driverLicenses);
}

async function rowsOf(userId: string) {
  return app.db.select().from(driverLicenses).where(eq(driverLicenses.userId, userId));
}

describe("license files at the size limit", () => {
  it("takes 5 MB less one byte, refuses 5 MB and one byte with 413, keeping nothing of it", async () => {
    const driver = await createSession(app, { userType: "driver", ...driverCar });
    const sized = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 0x20)]);
    const under = await uploadLicense(app, "/api/me/license", {
      fileName: "license.pdf",
      contentType: "application/pdf",
      data: sized(LIMITS.licenseMaxBytes - 1),
      cookie: driver.cookie,
    });
    expect(under.statusCode, under.body).toBe(201);
    const [kept] = await rowsOf(driver.user.id);
    expect(kept?.sizeBytes).toBe(5 * 1024 * 1024 - 1);

    const [filesBefore, rowsBefore] = [filesAround(), await allRows()];
    for (const url of ["/api/me/license", "/api/signup/license"]) {
      const over = await uploadLicense(app, url, {
        fileName: "license.pdf",
        contentType: "application/pdf",
        data: sized(5 * 1024 * 1024 + 1),
        cookie: driver.cookie,
      });
      expect(over.statusCode, url).toBe(413);
      expect(over.json().error).toEqual({ code: "PAYLOAD_TOO_LARGE", message: SIGNUP_MESSAGES.licenseSize });
    }
    expect(await allRows()).toEqual(rowsBefore);
    expect(filesAround()).toEqual(filesBefore);
  });
});

describe("license files that are not what they claim", () => {
  const disguised: Array<[string, string, Buffer]> = [
    ["a PDF renamed .png", "license.png", PDF],
    ["an SVG", "license.jpg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ["an HTML page", "license.jpg", Buffer.from("<!doctype html><script>fetch('/api/me')</script>")],
    ["a Windows program", "license.jpg", Buffer.concat([Buffer.from("MZ\x90\x00\x03"), Buffer.alloc(300)])],
    ["an ELF program", "license.jpg", Buffer.concat([Buffer.from("\x7fELF\x02\x01\x01"), Buffer.alloc(300)])],
    ["a ZIP archive", "license.jpg", Buffer.concat([Buffer.from("PK\x03\x04\x14\x00"), Buffer.alloc(300)])],
  ];

  it.each(disguised)(
    "are refused with 415 when %s is sent as image/jpeg, from the profile or sign-up",
    async (_, fileName, data) => {
      const driver = await createSession(app, { userType: "driver", ...driverCar });
      const [filesBefore, rowsBefore] = [filesAround(), await allRows()];
      for (const url of ["/api/me/license", "/api/signup/license"]) {
        const response = await uploadLicense(app, url, {
          fileName,
          contentType: "image/jpeg",
          data,
          cookie: driver.cookie,
        });
        expect(response.statusCode, url).toBe(415);
        expect(response.json().error).toEqual({
          code: "UNSUPPORTED_MEDIA_TYPE",
          message: SIGNUP_MESSAGES.licenseType,
        });
      }
      expect(await allRows()).toEqual(rowsBefore);
      expect(filesAround()).toEqual(filesBefore);
    },
  );
});

describe("license files with a path for a name", () => {
  const names: Array<[string, string, Buffer, string]> = [
    ["../../etc/passwd.png", "image/png", PNG, "png"],
    ["..\\x.jpg", "image/jpeg", JPEG, "jpg"],
    ["/etc/cron.d/x.jpg", "image/jpeg", JPEG, "jpg"],
  ];

  it.each(names)(
    "store %s under a name the server made, in the uploads folder only",
    async (fileName, contentType, data, extension) => {
      const driver = await createSession(app, { userType: "driver", ...driverCar });
      const filesBefore = filesAround();
      const response = await uploadLicense(app, "/api/me/license", {
        fileName,
        contentType,
        data,
        cookie: driver.cookie,
      });
      expect(response.statusCode, response.body).toBe(201);

      const [row] = await rowsOf(driver.user.id);
      expect(row?.storageKey).toMatch(
        new RegExp(`^licenses/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.${extension}$`),
      );
      const written = [...filesAround()].filter((file) => !filesBefore.has(file));
      const stored = path.relative(path.dirname(dataDir), path.join(uploadsDir, row!.storageKey));
      expect(written).toEqual([stored]);
      expect(fs.readFileSync(path.join(uploadsDir, row!.storageKey)).equals(data)).toBe(true);

      const download = await app.inject({ method: "GET", url: "/api/me/license", headers: driver.headers });
      expect(download.headers).toMatchObject({
        "content-disposition": `attachment; filename="driver-license.${extension}"`,
        "x-content-type-options": "nosniff",
        "cache-control": "no-store",
        "content-type": contentType,
      });
      expect(download.rawPayload.equals(data)).toBe(true);
    },
  );
});
