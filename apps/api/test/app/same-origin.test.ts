import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { trustedOrigins } from "../../src/config.ts";
import { driverLicenses, profiles } from "../../src/db/schema/index.ts";
import { foreignOriginMessage } from "../../src/plugins/same-origin.ts";
import {
  createSignedInUser,
  driverCar,
  freshIp,
  signupBody,
  type SignedInUser,
} from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { PDF, uploadLicense } from "../support/license-files.ts";

const PUBLIC_URL = "http://localhost:3000";
const app = await createTestApp({ PUBLIC_URL });

type Headers = Record<string, string | undefined>;

/** What another site's page (or a sandboxed frame) makes the browser send. */
const CROSS_SITE: Array<[string, Headers]> = [
  ["a foreign Origin", { origin: "https://evil.example" }],
  ["Origin: null", { origin: "null" }],
  ["Sec-Fetch-Site: cross-site", { origin: undefined, "sec-fetch-site": "cross-site" }],
  ["Sec-Fetch-Site: same-site", { origin: undefined, "sec-fetch-site": "same-site" }],
  ["a cookie but neither header", { origin: undefined }],
];

/** Every state-changing request of the signed-in profile, with what it would change. */
function profileChanges(account: SignedInUser, headers: Headers) {
  const send = (method: "PATCH" | "PUT", url: string, payload: object) =>
    app.inject({ method, url, payload, headers: { cookie: account.cookie, ...headers } });
  return [
    send("PATCH", "/api/me", { firstName: "Mallory", lastName: "Evil", phone: null }),
    send("PUT", "/api/me/vehicle", { carMake: "Honda", carModel: "Civic", carYear: 2015, carColor: "Red" }),
    send("PUT", "/api/me/active-role", { activeRole: "driver" }),
    uploadLicense(app, "/api/me/license", {
      fileName: "license.pdf",
      contentType: "application/pdf",
      data: PDF,
      cookie: account.cookie,
      headers,
    }),
  ];
}

/** A driver-and-rider with a verified license, riding for now. */
async function verifiedDriver() {
  const account = await createSignedInUser(app, { userType: "both", ...driverCar });
  expect((await uploadLicense(app, "/api/me/license", { cookie: account.cookie })).statusCode).toBe(201);
  await app.db.update(profiles).set({ driverLicenseVerified: true }).where(eq(profiles.id, account.id));
  expect(
    (
      await app.inject({
        method: "PUT",
        url: "/api/me/active-role",
        payload: { activeRole: "rider" },
        headers: { cookie: account.cookie },
      })
    ).statusCode,
  ).toBe(200);
  return account;
}

async function snapshot(account: SignedInUser) {
  const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie: account.cookie } });
  const licenses = await app.db.select().from(driverLicenses).where(eq(driverLicenses.userId, account.id));
  return { me: me.json(), licenses };
}

describe("state-changing requests from another site", () => {
  it.each(CROSS_SITE)("are refused with 403 when they carry %s, and change nothing", async (_, headers) => {
    const account = await verifiedDriver();
    const before = await snapshot(account);
    expect(before.me.profile.driverLicenseVerified).toBe(true);

    for (const response of await Promise.all(profileChanges(account, headers))) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({
        error: { code: "FORBIDDEN_ORIGIN", message: foreignOriginMessage(PUBLIC_URL) },
      });
    }
    expect(await snapshot(account)).toEqual(before);
  });

  it("are refused on the public sign-up upload and the account endpoints too", async () => {
    const rows = await app.db.select().from(driverLicenses);
    const evil = { origin: "https://evil.example" };
    expect((await uploadLicense(app, "/api/signup/license", { headers: evil })).statusCode).toBe(403);
    expect(await app.db.select().from(driverLicenses)).toEqual(rows);

    const account = await createSignedInUser(app);
    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: account.email, password: account.password },
      headers: evil,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.headers["set-cookie"]).toBeUndefined();
    const signOut = await app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { ...evil, cookie: account.cookie },
    });
    expect(signOut.statusCode).toBe(403);
    const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie: account.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it("may still use the public contact form", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Ana", email: "ana@ufl.edu", subject: "Other", message: "Hello from elsewhere" },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("state-changing requests from the app's own pages", () => {
  const OWN: Array<[string, Headers]> = [
    ["Origin: PUBLIC_URL", { origin: PUBLIC_URL }],
    ["Origin: 127.0.0.1 on the same port (outside production)", { origin: "http://127.0.0.1:3000" }],
    ["Sec-Fetch-Site: same-origin without Origin", { origin: undefined, "sec-fetch-site": "same-origin" }],
  ];

  it.each(OWN)("work with %s", async (_, headers) => {
    const account = await verifiedDriver();
    const responses = await Promise.all(profileChanges(account, headers));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 201]);
    const { me } = await snapshot(account);
    expect(me.profile).toMatchObject({
      firstName: "Mallory",
      carMake: "Honda",
      driverLicenseVerified: false,
    });
    expect(me.activeRole).toBe("driver");
  });

  it("work without either header when no cookie rides along (a script, not a browser)", async () => {
    expect(
      (await uploadLicense(app, "/api/signup/license", { headers: { origin: undefined } })).statusCode,
    ).toBe(201);
    const signUp = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: signupBody(),
      headers: { origin: undefined },
      remoteAddress: freshIp(),
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
  });
});

describe("trusted origins", () => {
  it("are PUBLIC_URL alone in production, with the local addresses besides outside it", () => {
    const publicUrl = "https://campusride.example";
    expect(trustedOrigins({ NODE_ENV: "production", PORT: 3000, PUBLIC_URL: publicUrl })).toEqual([
      publicUrl,
    ]);
    expect(trustedOrigins({ NODE_ENV: "development", PORT: 3000, PUBLIC_URL: publicUrl })).toEqual([
      publicUrl,
      "http://localhost:3000",
      "http://127.0.0.1:3000",
    ]);
  });
});
