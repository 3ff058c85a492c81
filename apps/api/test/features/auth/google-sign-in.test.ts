import crypto from "node:crypto";
import {
  ACCOUNT_MESSAGES,
  GOOGLE_SIGN_IN_MESSAGES,
  PROFILE_MESSAGES,
  SAFETY_MESSAGES,
  SIGNUP_MESSAGES,
} from "@campusride/shared/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { buildApp } from "../../../src/app.ts";
import { loadConfig } from "../../../src/config.ts";
import { account, profiles, session, user } from "../../../src/db/schema/index.ts";
import {
  authPost,
  cookieHeader,
  createSignedInUser,
  driverCar,
  freshIp,
  lastMail,
  followVerificationLink,
  ORIGIN,
  signupBody,
} from "../../support/accounts.ts";
import { createTestApp, testConfig } from "../../support/app.ts";
import { workerDatabase } from "../../support/database.ts";
import {
  chooseAccountAtProvider,
  finishGoogleSignIn,
  signInWithGoogle,
  startGoogleSignIn,
} from "../../support/google-sign-in.ts";
import { startOidcStandIn } from "../../support/oidc-provider.ts";
import { codeAt, currentStep, keyFromUri } from "../../support/totp.ts";
import { capturedLogger } from "../../support/captured-log.ts";

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
      logger: capturedLogger(),
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
    // Google's name is a suggestion: one longer than the profile keeps is refused on its field
    const longName = await completeSignup(cookie, completion({ lastName: "R".repeat(51) }));
    expect(longName.statusCode).toBe(400);
    expect(longName.json().error.fields).toEqual({ lastName: SIGNUP_MESSAGES.lastNameTooLong });
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

  it("gives the address to its Google owner over an unverified password account, which is removed", async () => {
    const body = signupBody();
    const signup = await authPost(app, "/sign-up/email", body);
    expect(signup.statusCode).toBe(200);
    const squatterId = signup.json().user.id as string;
    const email = String(body.email);
    providerAccount("ufl.edu", { email });

    const result = await signInWithGoogle(app, provider, email);
    expect(result.location).toBe("/oauth-callback");
    expect(result.cookie).toMatch(/session_token=[^;]/);
    const [row] = await usersWithEmail(email);
    expect(row?.id).not.toBe(squatterId);
    expect(row?.emailVerified).toBe(true);
    // the squatter's password, profile and user are gone; the Google account has no profile yet
    expect(await app.db.select().from(user).where(eq(user.id, squatterId))).toHaveLength(0);
    expect(await app.db.select().from(profiles).where(eq(profiles.id, squatterId))).toHaveLength(0);
    const accounts = await app.db.select().from(account).where(eq(account.userId, row!.id));
    expect(accounts.map((item) => item.providerId)).toEqual(["google"]);
    // the squatter's password no longer signs in
    const signIn = await authPost(app, "/sign-in/email", { email, password: body.password });
    expect(signIn.statusCode).toBe(401);
  });

  it("leaves an unverified password account alone when the provider has not verified the address", async () => {
    const body = signupBody();
    const signup = await authPost(app, "/sign-up/email", body);
    const email = String(body.email);
    providerAccount("ufl.edu", { email, emailVerified: false });

    const result = await signInWithGoogle(app, provider, email);
    expect(new URL(result.location, ORIGIN).searchParams.get("error")).toBeTruthy();
    expect(result.cookie).not.toMatch(/session_token=[^;]/);
    const [row] = await usersWithEmail(email);
    expect(row?.id).toBe(signup.json().user.id);
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

/** An ID token for our client naming `email`, as anyone signed in at the provider can get one. */
async function idTokenFor(email: string, nonce: string): Promise<string> {
  const verifier = crypto.randomBytes(32).toString("base64url");
  const challenge = crypto.createHash("sha256").update(verifier).digest("base64url");
  const redirect = `${ORIGIN}/api/auth/callback/google`;
  const discovery = (await (await fetch(provider.discoveryUrl)).json()) as Record<string, string>;
  const url = new URL(discovery.authorization_endpoint!);
  url.search = new URLSearchParams({
    client_id: provider.clientId,
    response_type: "code",
    scope: "openid email profile",
    redirect_uri: redirect,
    nonce,
    state: "state",
    code_challenge: challenge,
    code_challenge_method: "S256",
    prompt: "select_account",
  }).toString();
  const back = await chooseAccountAtProvider(provider, url.href, email);
  const code = new URL(back, ORIGIN).searchParams.get("code")!;
  const tokens = await fetch(discovery.token_endpoint!, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirect,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
      code_verifier: verifier,
    }).toString(),
  });
  return ((await tokens.json()) as { id_token: string }).id_token;
}

describe("ways around the callback", () => {
  it("refuses a sign-in with a posted ID token, making no user and no session", async () => {
    const email = providerAccount("ufl.edu", { emailVerified: false });
    const nonce = `n-${crypto.randomBytes(8).toString("hex")}`;
    const answer = await authPost(app, "/sign-in/social", {
      provider: "google",
      callbackURL: "/oauth-callback",
      idToken: { token: await idTokenFor(email, nonce), nonce },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({
      code: "VALIDATION",
      message: GOOGLE_SIGN_IN_MESSAGES.idTokenRefused,
    });
    expect(cookieHeader(answer.headers["set-cookie"])).not.toMatch(/session_token=[^;]/);
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it("checks the provider's address whatever endpoint writes the user (better-auth called directly)", async () => {
    const email = providerAccount("ufl.edu", { emailVerified: false });
    const nonce = `n-${crypto.randomBytes(8).toString("hex")}`;
    const token = await idTokenFor(email, nonce);
    await expect(
      app.auth.api.signInSocial({
        body: { provider: "google", callbackURL: "/oauth-callback", idToken: { token, nonce } },
        headers: new Headers({ origin: ORIGIN }),
      }),
    ).rejects.toMatchObject({ body: { code: "email_not_verified" } });
    expect(await usersWithEmail(email)).toHaveLength(0);
    expect(await lastMail(app, email)).toBeUndefined();

    const personal = providerAccount("gmail.com");
    const personalNonce = `n-${crypto.randomBytes(8).toString("hex")}`;
    await expect(
      app.auth.api.signInSocial({
        body: {
          provider: "google",
          callbackURL: "/oauth-callback",
          idToken: { token: await idTokenFor(personal, personalNonce), nonce: personalNonce },
        },
        headers: new Headers({ origin: ORIGIN }),
      }),
    ).rejects.toMatchObject({ body: { code: "invalid_email" } });
    expect(await usersWithEmail(personal)).toHaveLength(0);
  });

  it.each(["/link-social", "/unlink-account", "/get-access-token", "/refresh-token"])(
    "has no %s",
    async (path) => {
      const owner = await createSignedInUser(app);
      const answer = await authPost(app, path, { provider: "google", providerId: "google" }, owner);
      expect(answer.statusCode).toBe(404);
    },
  );
});

describe("Google sign-in of an account with two-factor authentication", () => {
  it("asks for the code: no session until it is given, then the same sign-in as without", async () => {
    const owner = await createSignedInUser(app);
    const enable = await authPost(app, "/two-factor/enable", { password: owner.password }, owner);
    const key = keyFromUri(enable.json().totpURI);
    const enrolledStep = currentStep();
    expect(
      (await authPost(app, "/two-factor/verify-totp", { code: codeAt(key, enrolledStep) }, owner)).statusCode,
    ).toBe(200);
    providerAccount("ufl.edu", { email: owner.email });
    const sessionsBefore = await app.db.select().from(session).where(eq(session.userId, owner.id));

    const result = await signInWithGoogle(app, provider, owner.email);
    expect(result.status).toBe(302);
    expect(result.location).toBe(`${ORIGIN}/oauth-callback?twoFactor=1`);
    expect(result.cookie).not.toMatch(/session_token=[^;]/);
    expect(result.cookie).toMatch(/campusride\.two_factor=[^;]/);
    // the callback's session is gone
    const sessionsAfter = await app.db.select().from(session).where(eq(session.userId, owner.id));
    expect(sessionsAfter.map((row) => row.id).sort()).toEqual(sessionsBefore.map((row) => row.id).sort());
    const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie: result.cookie } });
    expect(me.statusCode).toBe(401);

    const wrong = await authPost(
      app,
      "/two-factor/verify-totp",
      { code: "000000" },
      { cookie: result.cookie },
    );
    expect(wrong.statusCode).toBe(401);
    const verified = await authPost(
      app,
      "/two-factor/verify-totp",
      { code: codeAt(key, enrolledStep + 1) },
      { cookie: result.cookie },
    );
    expect(verified.statusCode, verified.body).toBe(200);
    const signedIn = cookieHeader(verified.headers["set-cookie"]);
    const profile = await app.inject({ method: "GET", url: "/api/me", headers: { cookie: signedIn } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().profile).toMatchObject({ email: owner.email });
  });
});

describe("Google sign-in of a deactivated account", () => {
  it("is refused with its own error, and no session is made", async () => {
    const owner = await createSignedInUser(app);
    providerAccount("ufl.edu", { email: owner.email });
    expect((await signInWithGoogle(app, provider, owner.email)).location).toBe("/oauth-callback");
    await app.db
      .update(profiles)
      .set({ isActive: false, deactivatedAt: new Date() })
      .where(eq(profiles.id, owner.id));
    await app.db.delete(session).where(eq(session.userId, owner.id));

    const result = await signInWithGoogle(app, provider, owner.email);
    const location = new URL(result.location, ORIGIN);
    expect(location.searchParams.get("error")).toBe("ACCOUNT_DEACTIVATED");
    expect(location.searchParams.get("error_description")).toBe(SAFETY_MESSAGES.signInRefused);
    expect(result.cookie).not.toMatch(/session_token=[^;]/);
    expect(await app.db.select().from(session).where(eq(session.userId, owner.id))).toHaveLength(0);
  });
});

describe("Google sign-in of a deleted account", () => {
  it("is refused with its own error, and the Google account is not renewed", async () => {
    const owner = await createSignedInUser(app);
    providerAccount("ufl.edu", { email: owner.email });
    const linked = await signInWithGoogle(app, provider, owner.email);
    expect(linked.location).toBe("/oauth-callback");
    const deleted = await app.inject({
      method: "POST",
      url: "/api/me/delete",
      payload: { password: owner.password },
      headers: { cookie: owner.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [before] = await app.db
      .select()
      .from(account)
      .where(and(eq(account.userId, owner.id), eq(account.providerId, "google")));

    const result = await signInWithGoogle(app, provider, owner.email);
    const location = new URL(result.location, ORIGIN);
    expect(location.pathname).toBe("/oauth-callback");
    expect(location.searchParams.get("error")).toBe("ACCOUNT_DELETED");
    expect(location.searchParams.get("error_description")).toBe(ACCOUNT_MESSAGES.signInRefused);
    expect(result.cookie).not.toMatch(/session_token=[^;]/);
    const [after] = await app.db
      .select()
      .from(account)
      .where(and(eq(account.userId, owner.id), eq(account.providerId, "google")));
    expect(after?.idToken).toBe(before?.idToken);
    expect(after?.updatedAt).toEqual(before?.updatedAt);
    expect(await app.db.select().from(session).where(eq(session.userId, owner.id))).toHaveLength(0);
  });
});
