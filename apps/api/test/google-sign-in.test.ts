import { GOOGLE_SIGN_IN_MESSAGES, PROFILE_MESSAGES } from "@campusride/shared/messages";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { account, profiles, session, user } from "../src/db/schema/index.ts";
import {
  authPost,
  cookieHeader,
  driverCar,
  freshIp,
  lastMail,
  followVerificationLink,
  ORIGIN,
  signupBody,
} from "./support/accounts.ts";
import { createTestApp, testConfig } from "./support/app.ts";
import { workerDatabase } from "./support/database.ts";
import {
  chooseAccountAtProvider,
  finishGoogleSignIn,
  signInWithGoogle,
  startGoogleSignIn,
} from "./support/google-sign-in.ts";
import { startOidcStandIn } from "./support/oidc-provider.ts";

const provider = await startOidcStandIn({ redirectUris: [`${ORIGIN}/api/auth/callback/google`] });
afterAll(() => provider.close());
const googleEnv = {
  GOOGLE_CLIENT_ID: provider.clientId,
  GOOGLE_CLIENT_SECRET: provider.clientSecret,
  GOOGLE_DISCOVERY_URL: provider.discoveryUrl,
};
const app = await createTestApp(googleEnv);

let counter = 0;
/** A fresh address at `domain` the provider knows, verified unless told otherwise. */
function providerAccount(domain = "ufl.edu", options: { emailVerified?: boolean; email?: string } = {}) {
  counter += 1;
  const email = options.email ?? `gator${counter}.${process.pid}@${domain}`;
  provider.addAccounts([
    { email, emailVerified: options.emailVerified ?? true, givenName: "Alex", familyName: "Rivera" },
  ]);
  return email;
}

async function usersWithEmail(email: string) {
  return app.db.select().from(user).where(eq(user.email, email.toLowerCase()));
}

function completion(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Alex",
    lastName: "Rivera",
    phone: "(352) 555-0142",
    graduationYear: new Date().getFullYear() + 1,
    university: "University of Florida",
    userType: "rider",
    ...overrides,
  };
}

function completeSignup(cookie: string, body: object) {
  return app.inject({ method: "POST", url: "/api/me/complete-signup", payload: body, headers: { cookie } });
}

describe("configuration", () => {
  it("turns Google sign-in on with both the client id and secret, and refuses one without the other", () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: "secret" })).toThrow(/needs both/);
    expect(() => loadConfig({ GOOGLE_DISCOVERY_URL: "not a url" })).toThrow(/GOOGLE_DISCOVERY_URL/);
  });

  it("tells the pages whether the Google button works, cacheably", async () => {
    const answer = await app.inject({ method: "GET", url: "/api/sign-in-methods" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ google: true });
    expect(answer.headers["cache-control"]).toBe("public, max-age=300");

    const database = await workerDatabase();
    const plain = await buildApp({
      config: testConfig(),
      database: { ...database, close: async () => {} },
      logger: false,
    });
    onTestFinished(() => plain.close());
    expect((await plain.inject({ method: "GET", url: "/api/sign-in-methods" })).json()).toEqual({
      google: false,
    });
    const refused = await plain.inject({
      method: "POST",
      url: "/api/auth/sign-in/social",
      payload: { provider: "google", callbackURL: "/oauth-callback" },
      headers: { origin: ORIGIN },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe("Google sign-in", () => {
  it("asks Google for the account chooser, offline access, a hosted-domain hint, PKCE and a nonce", async () => {
    const { url } = await startGoogleSignIn(app);
    const params = new URL(url).searchParams;
    expect(new URL(url).origin).toBe(provider.issuer);
    expect(params.get("prompt")).toBe("select_account");
    expect(params.get("access_type")).toBe("offline");
    expect(params.get("hd")).toBe("*");
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("nonce")).toBeTruthy();
    expect(params.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    expect(params.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/callback/google`);
  });

  it("signs a new .edu student in without a profile; completing the sign-up creates it once", async () => {
    const email = providerAccount();
    const result = await signInWithGoogle(app, provider, email);
    expect(result.status).toBe(302);
    expect(result.location).toBe("/oauth-callback");
    expect(result.cookie).toMatch(/campusride\.session_token=/);

    const [row] = await usersWithEmail(email);
    expect(row).toMatchObject({ emailVerified: true, name: "Alex Rivera" });
    // Google's tokens are kept encrypted (offline access gives a refresh token)
    const [google] = await app.db.select().from(account).where(eq(account.userId, row!.id));
    expect(google).toMatchObject({ providerId: "google" });
    // (the provider's tokens are base64url; better-auth's encryption gives long hex)
    expect(google?.refreshToken).toMatch(/^[0-9a-f]{80,}$/);
    expect(google?.accessToken).toMatch(/^[0-9a-f]{80,}$/);
    expect(await app.db.select().from(profiles).where(eq(profiles.id, row!.id))).toHaveLength(0);

    const session = await app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: result.cookie },
    });
    expect(session.json()).toMatchObject({ user: { email, name: "Alex Rivera", emailVerified: true } });
    // a signed-in account without a profile is told so, not failed
    const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie: result.cookie } });
    expect(me.statusCode).toBe(404);
    expect(me.json()).toEqual({ error: { code: "NOT_FOUND", message: PROFILE_MESSAGES.notFound } });
    const requestRide = await app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: { rideId: "00000000-0000-4000-8000-000000000000", seatsRequested: 1, bagsCount: 0 },
      headers: { cookie: result.cookie },
    });
    expect(requestRide.statusCode).toBe(403);

    const created = await completeSignup(result.cookie, completion({ userType: "both", ...driverCar }));
    expect(created.statusCode).toBe(201);
    expect(created.json().profile).toMatchObject({
      email,
      firstName: "Alex",
      lastName: "Rivera",
      phone: "+13525550142",
      userType: "both",
      carMake: "Toyota",
      carYear: 2020,
      driverLicenseVerified: false,
    });
    const again = await completeSignup(result.cookie, completion({ firstName: "Other" }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(GOOGLE_SIGN_IN_MESSAGES.alreadyComplete);
    const [stored] = await app.db.select().from(profiles).where(eq(profiles.id, row!.id));
    expect(stored?.firstName).toBe("Alex");
  });

  it("checks the completion with the wizard's rules and writes nothing on a refusal", async () => {
    const email = providerAccount();
    const { cookie } = await signInWithGoogle(app, provider, email);
    const [row] = await usersWithEmail(email);

    const noCar = await completeSignup(cookie, completion({ userType: "driver" }));
    expect(noCar.statusCode).toBe(400);
    expect(noCar.json().error.fields).toMatchObject({ carMake: "All car details are required for drivers" });
    const noPhone = await completeSignup(cookie, completion({ phone: "" }));
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error.fields).toMatchObject({ phone: "Phone number is required" });
    expect(await app.db.select().from(profiles).where(eq(profiles.id, row!.id))).toHaveLength(0);

    // a rider's car fields are not kept
    const rider = await completeSignup(cookie, completion({ ...driverCar }));
    expect(rider.statusCode).toBe(201);
    expect(rider.json().profile).toMatchObject({ userType: "rider", carMake: null, carYear: null });

    const signedOut = await app.inject({
      method: "POST",
      url: "/api/me/complete-signup",
      payload: completion(),
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it("signs a returning student with a profile in again, with the same account", async () => {
    const email = providerAccount();
    const first = await signInWithGoogle(app, provider, email);
    expect((await completeSignup(first.cookie, completion())).statusCode).toBe(201);

    const again = await signInWithGoogle(app, provider, email);
    expect(again.location).toBe("/oauth-callback");
    const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie: again.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().profile).toMatchObject({ email, firstName: "Alex" });
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it.each([
    ["a personal address", "gmail.com", undefined],
    ["a look-alike domain", "x.edu.evil.com", undefined],
    ["a trailing dot", undefined, "a@ufl.edu."],
  ])("refuses %s without making a user", async (_label, domain, exactEmail) => {
    const email = providerAccount(domain, exactEmail ? { email: exactEmail } : {});
    const before = await app.db.select({ id: user.id }).from(user);
    const result = await signInWithGoogle(app, provider, email);
    expect(result.status).toBe(302);
    const location = new URL(result.location, ORIGIN);
    expect(location.pathname).toBe("/oauth-callback");
    expect(location.searchParams.get("error")).toBe("invalid_email");
    expect(location.searchParams.get("error_description")).toBe(GOOGLE_SIGN_IN_MESSAGES.notEdu);
    expect(result.cookie).not.toMatch(/session_token=[^;]/);
    expect(await app.db.select({ id: user.id }).from(user)).toHaveLength(before.length);
    expect(await usersWithEmail(email.replace(/\.$/, ""))).toHaveLength(0);
  });

  it("refuses an address the provider has not verified, without making a user", async () => {
    const email = providerAccount("ufl.edu", { emailVerified: false });
    const result = await signInWithGoogle(app, provider, email);
    expect(new URL(result.location, ORIGIN).searchParams.get("error")).toBe("email_not_verified");
    expect(result.cookie).not.toMatch(/session_token=[^;]/);
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it("checks the provider's address at every sign-in, not only the first", async () => {
    const email = providerAccount();
    const subject = `moving-${counter}`;
    provider.addAccounts([{ email, subject }]);
    const first = await signInWithGoogle(app, provider, email);
    expect(first.location).toBe("/oauth-callback");
    const [row] = await usersWithEmail(email);

    // the same Google account, now with a personal address, then with an unverified one
    const personal = `moved${counter}@gmail.com`;
    provider.addAccounts([{ email: personal, subject }]);
    const moved = await signInWithGoogle(app, provider, personal);
    expect(new URL(moved.location, ORIGIN).searchParams.get("error")).toBe("invalid_email");
    expect(moved.cookie).not.toMatch(/session_token=[^;]/);

    provider.addAccounts([{ email, subject, emailVerified: false }]);
    const unverified = await signInWithGoogle(app, provider, email);
    expect(new URL(unverified.location, ORIGIN).searchParams.get("error")).toBe("email_not_verified");
    expect(unverified.cookie).not.toMatch(/session_token=[^;]/);
    const sessions = await app.db.select().from(session).where(eq(session.userId, row!.id));
    expect(sessions).toHaveLength(1);
  });

  it("never links a Google identity to an unverified password account with the same address", async () => {
    const body = signupBody();
    expect((await authPost(app, "/sign-up/email", body)).statusCode).toBe(200);
    const email = String(body.email);
    providerAccount("ufl.edu", { email });

    const result = await signInWithGoogle(app, provider, email);
    expect(new URL(result.location, ORIGIN).searchParams.get("error")).toBe("account_not_linked");
    expect(result.cookie).not.toMatch(/session_token=[^;]/);
    const [row] = await usersWithEmail(email);
    expect(row?.emailVerified).toBe(false);
    const accounts = await app.db.select().from(account).where(eq(account.userId, row!.id));
    expect(accounts.map((item) => item.providerId)).toEqual(["credential"]);
  });

  it("links a Google identity to a verified password account with the same address", async () => {
    const body = signupBody();
    expect((await authPost(app, "/sign-up/email", body)).statusCode).toBe(200);
    const email = String(body.email);
    await followVerificationLink(app, (await lastMail(app, email))!.link!);
    providerAccount("ufl.edu", { email });

    const result = await signInWithGoogle(app, provider, email);
    expect(result.location).toBe("/oauth-callback");
    const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie: result.cookie } });
    expect(me.json().profile).toMatchObject({ email, firstName: "Ana" });
    const [row] = await usersWithEmail(email);
    const accounts = await app.db.select().from(account).where(eq(account.userId, row!.id));
    expect(accounts.map((item) => item.providerId).sort()).toEqual(["credential", "google"]);
  });

  it("refuses a callback whose state is forged, or arrives without the browser's state cookie", async () => {
    const forged = await finishGoogleSignIn(app, "/api/auth/callback/google?code=abc&state=forged", "");
    expect(forged.status).toBe(302);
    const forgedAt = new URL(forged.location, ORIGIN);
    expect(forgedAt.pathname).toBe("/oauth-callback");
    expect(forgedAt.searchParams.get("error")).toBeTruthy();
    expect(forged.cookie).not.toMatch(/session_token=[^;]/);

    // a real code and state, delivered to a browser that did not start the sign-in
    const email = providerAccount();
    const started = await startGoogleSignIn(app);
    const callbackPath = await chooseAccountAtProvider(provider, started.url, email);
    const elsewhere = await finishGoogleSignIn(app, callbackPath, "");
    expect(new URL(elsewhere.location, ORIGIN).searchParams.get("error")).toBeTruthy();
    expect(elsewhere.cookie).not.toMatch(/session_token=[^;]/);
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it.each([
    ["callbackURL", { callbackURL: "https://evil.example/oauth-callback" }],
    ["errorCallbackURL", { errorCallbackURL: "https://evil.example/oauth-callback" }],
    ["newUserCallbackURL", { newUserCallbackURL: "//evil.example/welcome" }],
  ])("refuses an off-site %s", async (_label, body) => {
    const answer = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/social",
      payload: { provider: "google", callbackURL: "/oauth-callback", ...body },
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error.code).toBe("FORBIDDEN");
    expect(cookieHeader(answer.headers["set-cookie"])).toBe("");
  });
});
