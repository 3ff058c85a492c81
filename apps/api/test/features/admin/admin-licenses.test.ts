import { LICENSE_REVIEW_MESSAGES } from "@campusride/shared/messages";
import { pendingLicensesResponseSchema, type PendingLicense } from "@campusride/shared/schemas/licenses";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { driverLicenses } from "../../../src/db/schema/index.ts";
import { listRecentMail } from "../../../src/features/mailbox/queries.ts";
import { INLINE_FILE_CSP } from "../../../src/lib/send-download.ts";
import { driverCar } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { JPEG, PDF, uploadLicense } from "../../support/license-files.ts";
import { registeredRoutes } from "../../support/routes.ts";
import { createSession, type TestSession } from "../../support/session.ts";

// ADMIN_EMAILS as an operator might write it: spaces and capitals
const app = await createTestApp({ ADMIN_EMAILS: " Reviewer@UFL.edu , second.admin@ufl.edu" });
const admin = await createSession(app, { email: "reviewer@ufl.edu", firstName: "Rita" });

async function newDriver(overrides: Record<string, unknown> = {}) {
  return createSession(app, { userType: "driver", ...driverCar, ...overrides });
}

/** A driver whose license (a PNG unless said otherwise) waits for review. */
async function driverWithUpload(overrides: Record<string, unknown> = {}, data?: Buffer) {
  const driver = await newDriver(overrides);
  const upload = await uploadLicense(app, "/api/me/license", {
    cookie: driver.cookie,
    ...(data === PDF ? { fileName: "license.pdf", contentType: "application/pdf", data } : {}),
    ...(data === JPEG ? { fileName: "license.jpg", contentType: "image/jpeg", data } : {}),
  });
  expect(upload.statusCode, upload.body).toBe(201);
  return driver;
}

function get(url: string, session?: TestSession) {
  return app.inject({ method: "GET", url, headers: session ? { cookie: session.cookie } : {} });
}

function post(url: string, body: unknown, session?: TestSession) {
  return app.inject({
    method: "POST",
    url,
    payload: body as object,
    headers: session ? { cookie: session.cookie } : {},
  });
}

async function licenseState(driver: TestSession) {
  const me = await get("/api/me", driver);
  expect(me.statusCode).toBe(200);
  const { licenseStatus, licenseRejectionReason, driverLicenseVerified } = me.json().profile;
  return { licenseStatus, licenseRejectionReason, driverLicenseVerified };
}

async function queue(): Promise<PendingLicense[]> {
  const response = await get("/api/admin/licenses", admin);
  expect(response.statusCode).toBe(200);
  return pendingLicensesResponseSchema.parse(response.json()).licenses;
}

/** The mail kept in the outbox for `email`, newest first, once the mail being sent is out. */
async function mailTo(email: string) {
  await app.backgroundTasks.settled();
  return (await listRecentMail(app.db, 100)).filter((message) => message.to === email);
}

describe("the admin area, to anyone but an admin", () => {
  it("answers every route exactly like a path that does not exist, and changes nothing", async () => {
    const driver = await driverWithUpload();
    const rider = await createSession(app);
    const routes = [
      { method: "GET", url: "/api/admin/licenses" },
      { method: "GET", url: `/api/admin/licenses/${driver.user.id}/file` },
      { method: "POST", url: `/api/admin/licenses/${driver.user.id}/verify`, body: {} },
      { method: "POST", url: `/api/admin/licenses/${driver.user.id}/reject`, body: { reason: "Blurry" } },
      // not even a bad body gets past the 404
      { method: "POST", url: `/api/admin/licenses/${driver.user.id}/reject`, body: { reason: "" } },
    ] as const;
    for (const caller of [rider, driver, undefined]) {
      for (const route of routes) {
        const response = await app.inject({
          method: route.method,
          url: route.url,
          ...("body" in route ? { payload: route.body } : {}),
          headers: caller ? { cookie: caller.cookie } : {},
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
        expect(response.json()).toEqual({
          error: { code: "NOT_FOUND", message: `No API route ${route.method} ${route.url}` },
        });
      }
    }
    expect(await licenseState(driver)).toEqual({
      licenseStatus: "pending",
      licenseRejectionReason: null,
      driverLicenseVerified: false,
    });
    expect(await mailTo(driver.user.email)).toEqual([]);
  });

  it("answers 404 on every admin route the app has, whatever the caller sends", async () => {
    const driver = await driverWithUpload();
    const rider = await createSession(app);
    const adminRoutes = registeredRoutes(app).filter((route) => route.url.startsWith("/api/admin/"));
    // the review queue, the file, verify and reject at least
    expect(adminRoutes.length).toBeGreaterThanOrEqual(4);
    for (const caller of [rider, driver, undefined]) {
      for (const route of adminRoutes) {
        const url = route.url.replace(/:[A-Za-z]+/g, driver.user.id);
        const response = await app.inject({
          method: route.method as "GET" | "POST",
          url,
          ...(route.method === "GET" ? {} : { payload: { reason: "" } }),
          headers: caller ? { cookie: caller.cookie } : {},
        });
        expect(response.statusCode, `${route.method} ${url}`).toBe(404);
        expect(response.json().error.code).toBe("NOT_FOUND");
      }
    }
    expect((await licenseState(driver)).licenseStatus).toBe("pending");
  });

  it("is not in the public API document", async () => {
    const { paths } = (await get("/api/docs")).json();
    expect(paths).toHaveProperty("/api/me");
    expect(Object.keys(paths).filter((path) => path.startsWith("/api/admin"))).toEqual([]);
  });

  it("refuses an admin's decision sent from another site, changing nothing", async () => {
    const driver = await driverWithUpload();
    for (const [action, body] of [
      ["verify", {}],
      ["reject", { reason: "Forged" }],
    ] as const) {
      const response = await app.inject({
        method: "POST",
        url: `/api/admin/licenses/${driver.user.id}/${action}`,
        payload: body,
        headers: { cookie: admin.cookie, origin: "https://evil.example" },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe("FORBIDDEN_ORIGIN");
    }
    expect((await licenseState(driver)).licenseStatus).toBe("pending");
    expect(await mailTo(driver.user.email)).toEqual([]);
  });

  it("tells /api/me who is an admin", async () => {
    expect((await get("/api/me", admin)).json().isAdmin).toBe(true);
    expect((await get("/api/me", await newDriver())).json().isAdmin).toBe(false);
  });
});

describe("the review queue", () => {
  it("lists pending uploads that have an owner, oldest first, with the driver's details", async () => {
    const older = await driverWithUpload({ firstName: "Olga", university: "University of Florida" });
    const newer = await driverWithUpload({ firstName: "Nico" }, PDF);
    // an upload of a sign-up not finished (no account yet) is nobody's to review
    const unclaimed = await uploadLicense(app, "/api/signup/license");
    expect(unclaimed.statusCode).toBe(201);
    // the newer one first in the table, but uploaded later
    await app.db
      .update(driverLicenses)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(driverLicenses.userId, older.user.id));

    const listed = (await queue()).filter((license) =>
      [older.user.id, newer.user.id].includes(license.userId),
    );
    expect(listed.map((license) => license.firstName)).toEqual(["Olga", "Nico"]);
    const [first, second] = listed;
    expect(first).toMatchObject({
      userId: older.user.id,
      firstName: "Olga",
      lastName: "Lopez",
      email: older.user.email,
      university: "University of Florida",
      contentType: "image/png",
      fileUrl: `/api/admin/licenses/${older.user.id}/file`,
    });
    expect(second?.contentType).toBe("application/pdf");
    expect(Date.parse(first!.uploadedAt)).toBeLessThan(Date.parse(second!.uploadedAt));
    expect((await queue()).every((license) => license.userId !== null)).toBe(true);
  });
});

describe("the license file", () => {
  it("is shown inline to an admin, never cached, sniffed or framed by another site", async () => {
    const driver = await driverWithUpload({}, PDF);
    const response = await get(`/api/admin/licenses/${driver.user.id}/file`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('inline; filename="driver-license.pdf"');
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toBe(INLINE_FILE_CSP);
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");

    const jpegDriver = await driverWithUpload({}, JPEG);
    const image = await get(`/api/admin/licenses/${jpegDriver.user.id}/file`, admin);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.rawPayload.equals(JPEG)).toBe(true);
  });

  it("is read by no one else through this address, its owner included", async () => {
    const driver = await driverWithUpload();
    const url = `/api/admin/licenses/${driver.user.id}/file`;
    for (const caller of [driver, await newDriver(), await createSession(app), undefined]) {
      const response = await get(url, caller);
      expect(response.statusCode).toBe(404);
      expect(response.rawPayload.includes(Buffer.from("PNG"))).toBe(false);
    }
  });

  it("is 404 when the driver never uploaded one", async () => {
    const driver = await newDriver();
    const response = await get(`/api/admin/licenses/${driver.user.id}/file`, admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(LICENSE_REVIEW_MESSAGES.notFound);
  });
});

describe("verifying a license", () => {
  it("verifies the upload and the profile together, mails the driver, and leaves the queue", async () => {
    const driver = await driverWithUpload({ firstName: "Vera" });
    expect(await licenseState(driver)).toEqual({
      licenseStatus: "pending",
      licenseRejectionReason: null,
      driverLicenseVerified: false,
    });

    const response = await post(`/api/admin/licenses/${driver.user.id}/verify`, {}, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: LICENSE_REVIEW_MESSAGES.verifiedDone });

    expect(await licenseState(driver)).toEqual({
      licenseStatus: "verified",
      licenseRejectionReason: null,
      driverLicenseVerified: true,
    });
    const [row] = await app.db.select().from(driverLicenses).where(eq(driverLicenses.userId, driver.user.id));
    expect(row?.reviewedBy).toBe(admin.user.id);
    expect(Date.now() - row!.reviewedAt!.getTime()).toBeLessThan(60_000);
    expect((await queue()).some((license) => license.userId === driver.user.id)).toBe(false);

    const [mail, ...others] = await mailTo(driver.user.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe("Your driver license is verified");
    expect(mail?.link).toBe("http://localhost:3000/driver/create-trip");
    expect(mail?.text).toContain("Hi Vera");
    expect(mail?.text).toContain("You can now create trips");
    expect(mail?.html).toContain('href="http://localhost:3000/driver/create-trip"');
  });

  it("refuses a second decision with 409, keeping the first", async () => {
    const driver = await driverWithUpload();
    expect((await post(`/api/admin/licenses/${driver.user.id}/verify`, {}, admin)).statusCode).toBe(200);
    for (const [action, body] of [
      ["verify", {}],
      ["reject", { reason: "Too late" }],
    ] as const) {
      const again = await post(`/api/admin/licenses/${driver.user.id}/${action}`, body, admin);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({ code: "CONFLICT", message: LICENSE_REVIEW_MESSAGES.notPending });
    }
    expect((await licenseState(driver)).licenseStatus).toBe("verified");
    expect(await mailTo(driver.user.email)).toHaveLength(1);
  });

  it("is 404 for a driver without an upload, or an account that does not exist", async () => {
    const driver = await newDriver();
    for (const userId of [driver.user.id, "no-such-account"]) {
      const response = await post(`/api/admin/licenses/${userId}/verify`, {}, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(LICENSE_REVIEW_MESSAGES.notFound);
    }
    expect((await licenseState(driver)).driverLicenseVerified).toBe(false);
  });

  it("works without a body, as the contract's bare POST", async () => {
    const driver = await driverWithUpload();
    const response = await app.inject({
      method: "POST",
      url: `/api/admin/licenses/${driver.user.id}/verify`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await licenseState(driver)).licenseStatus).toBe("verified");
  });

  it("refuses the upload the admin saw once the driver has replaced it", async () => {
    const driver = await driverWithUpload();
    const seen = (await queue()).find((license) => license.userId === driver.user.id);
    expect(seen).toBeDefined();
    expect((await uploadLicense(app, "/api/me/license", { cookie: driver.cookie })).statusCode).toBe(201);

    for (const [action, body] of [
      ["verify", { licenseId: seen!.licenseId }],
      ["reject", { licenseId: seen!.licenseId, reason: "Blurry" }],
    ] as const) {
      const response = await post(`/api/admin/licenses/${driver.user.id}/${action}`, body, admin);
      expect(response.statusCode).toBe(409);
    }
    expect(await licenseState(driver)).toMatchObject({
      licenseStatus: "pending",
      driverLicenseVerified: false,
    });

    const current = (await queue()).find((license) => license.userId === driver.user.id);
    expect(current?.licenseId).not.toBe(seen!.licenseId);
    const verify = { licenseId: current!.licenseId };
    expect((await post(`/api/admin/licenses/${driver.user.id}/verify`, verify, admin)).statusCode).toBe(200);
  });

  it("lets exactly one of two admins deciding at once win", async () => {
    const second = await createSession(app, { email: "second.admin@ufl.edu" });
    const driver = await driverWithUpload();
    const answers = await Promise.all([
      post(`/api/admin/licenses/${driver.user.id}/verify`, {}, admin),
      post(`/api/admin/licenses/${driver.user.id}/reject`, { reason: "Expired" }, second),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const state = await licenseState(driver);
    const verifyWon = answers[0]!.statusCode === 200;
    expect(state.licenseStatus).toBe(verifyWon ? "verified" : "rejected");
    expect(state.driverLicenseVerified).toBe(verifyWon);
    expect(await mailTo(driver.user.email)).toHaveLength(1);
  });
});

describe("rejecting a license", () => {
  it("keeps the reason for the driver, unverifies the profile and mails the reason, escaped", async () => {
    const driver = await driverWithUpload({ firstName: "Rosa" });
    const reason = `The photo is blurry & the "expiry date" can't be read`;
    const response = await post(`/api/admin/licenses/${driver.user.id}/reject`, { reason }, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: LICENSE_REVIEW_MESSAGES.rejectedDone });

    expect(await licenseState(driver)).toEqual({
      licenseStatus: "rejected",
      licenseRejectionReason: reason,
      driverLicenseVerified: false,
    });
    expect((await queue()).some((license) => license.userId === driver.user.id)).toBe(false);

    const [mail] = await mailTo(driver.user.email);
    expect(mail?.subject).toBe("We could not verify your driver license");
    expect(mail?.link).toBe("http://localhost:3000/profile");
    expect(mail?.text).toContain("Hi Rosa");
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain("Upload a new driver license");
    expect(mail?.html).toContain("The photo is blurry &amp; the &quot;expiry date&quot; can&#39;t be read");
    expect(mail?.html).not.toContain(reason);
  });

  it("strips markup from the reason before keeping it", async () => {
    const driver = await driverWithUpload();
    const reason = `<img src=x onerror="alert(1)">Wrong <b>document</b>`;
    expect((await post(`/api/admin/licenses/${driver.user.id}/reject`, { reason }, admin)).statusCode).toBe(
      200,
    );
    expect((await licenseState(driver)).licenseRejectionReason).toBe("Wrong document");
    const [mail] = await mailTo(driver.user.email);
    expect(mail?.html).not.toContain("<img");
    expect(mail?.html).not.toContain("<b>");
  });

  it("needs a reason of at most 500 characters: else 400, and nothing changes", async () => {
    const driver = await driverWithUpload();
    const cases = [
      [{}, LICENSE_REVIEW_MESSAGES.reasonRequired],
      [{ reason: "" }, LICENSE_REVIEW_MESSAGES.reasonRequired],
      [{ reason: "   " }, LICENSE_REVIEW_MESSAGES.reasonRequired],
      [{ reason: "<p></p>" }, LICENSE_REVIEW_MESSAGES.reasonRequired],
      [{ reason: 42 }, LICENSE_REVIEW_MESSAGES.reasonRequired],
      [{ reason: "x".repeat(501) }, LICENSE_REVIEW_MESSAGES.reasonTooLong],
    ] as const;
    for (const [body, message] of cases) {
      const response = await post(`/api/admin/licenses/${driver.user.id}/reject`, body, admin);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "VALIDATION",
        message,
        fields: { reason: message },
      });
    }
    expect(await licenseState(driver)).toEqual({
      licenseStatus: "pending",
      licenseRejectionReason: null,
      driverLicenseVerified: false,
    });
    expect(await mailTo(driver.user.email)).toEqual([]);

    const longest = await post(
      `/api/admin/licenses/${driver.user.id}/reject`,
      { reason: "y".repeat(500) },
      admin,
    );
    expect(longest.statusCode).toBe(200);
  });

  it("is undone by a new upload from the profile: pending again, back in the queue, no old reason", async () => {
    const driver = await driverWithUpload();
    await post(`/api/admin/licenses/${driver.user.id}/reject`, { reason: "Expired license" }, admin);
    expect((await licenseState(driver)).licenseStatus).toBe("rejected");

    const upload = await uploadLicense(app, "/api/me/license", {
      cookie: driver.cookie,
      fileName: "license.jpg",
      contentType: "image/jpeg",
      data: JPEG,
    });
    expect(upload.statusCode).toBe(201);
    expect(await licenseState(driver)).toEqual({
      licenseStatus: "pending",
      licenseRejectionReason: null,
      driverLicenseVerified: false,
    });
    const listed = (await queue()).find((license) => license.userId === driver.user.id);
    expect(listed?.contentType).toBe("image/jpeg");

    expect((await post(`/api/admin/licenses/${driver.user.id}/verify`, {}, admin)).statusCode).toBe(200);
    expect(await licenseState(driver)).toMatchObject({
      licenseStatus: "verified",
      driverLicenseVerified: true,
    });
  });
});
