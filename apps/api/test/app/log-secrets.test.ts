import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeErrorForLog, redactUrl } from "../../src/lib/log-redaction.ts";
import { authPost, driverCar, freshIp, lastMail, signupBody } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { uploadLicense } from "../support/license-files.ts";
import { createSession } from "../support/session.ts";
import { answerBooking, createDriverSession, createRide, requestSeats } from "../support/trips.ts";
import { alsoCaptured } from "../support/captured-log.ts";
import { answerTripUpdates, contactTokenIn } from "../support/trip-share-contacts.ts";

// The app's real logger (the request serializer included) at its most talkative level,
// writing into memory instead of stdout.
const written: string[] = [];
const app = await createTestApp(
  { LOG_LEVEL: "trace" },
  { logger: { stream: alsoCaptured((line) => written.push(line)) } },
);

function get(url: string) {
  return app.inject({ method: "GET", url, remoteAddress: freshIp() });
}

describe("the log", () => {
  it("holds no token or password from a sign-up, a verification and a password reset", async () => {
    const body = signupBody();
    const email = String(body.email);
    await authPost(app, "/sign-up/email", body);
    const verifyLink = new URL((await lastMail(app, email))!.link!);
    const verifyToken = verifyLink.searchParams.get("token")!;
    expect((await get(`${verifyLink.pathname}${verifyLink.search}`)).statusCode).toBe(302);
    await authPost(app, "/sign-in/email", { email, password: body.password });

    await authPost(app, "/request-password-reset", { email, redirectTo: "/reset-password" });
    const resetToken = new URL((await lastMail(app, email))!.link!).searchParams.get("token")!;
    await get(`/reset-password?token=${resetToken}`);
    await get(`/api/auth/reset-password/${resetToken}?callbackURL=%2Freset-password`);
    const newPassword = "a-brand-new-phrase-5";
    expect((await authPost(app, "/reset-password", { token: resetToken, newPassword })).statusCode).toBe(200);
    await get("/api/no-such-route?code=oauth-code-123&state=oauth-state-456&page=2");
    await app.backgroundTasks.settled();

    const log = written.join("");
    expect(log).toContain("/api/auth/verify-email?token=[redacted]");
    expect(log).toContain("mail kept in the outbox");
    for (const secret of [
      verifyToken,
      resetToken,
      String(body.password),
      newPassword,
      "oauth-code-123",
      "oauth-state-456",
    ]) {
      expect(log).not.toContain(secret);
    }
    // the recipient's domain at most
    expect(log).not.toContain(email);
  });
});

describe("a shared trip's link", () => {
  it("never reaches the log: not its API path, not its page, not the email's link", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    const rider = await createSession(app);
    const booking = await requestSeats(app, rider, ride.id, 1);
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    const contact = { name: "Maria", phone: "(352) 555-0143", email: "maria.contact@example.com" };
    await app.inject({
      method: "PUT",
      url: "/api/me/emergency-contact",
      headers: rider.headers,
      payload: contact,
    });
    const share = () =>
      app.inject({ method: "POST", url: `/api/rides/${ride.id}/share`, headers: rider.headers });
    // the contact's page first: the confirmation mail's link
    expect((await share()).json().status).toBe("awaitingConfirmation");
    const contactToken = contactTokenIn((await lastMail(app, contact.email))!.text);
    await get(`/trip-updates/${contactToken}`);
    expect((await answerTripUpdates(app, "confirm", contactToken)).statusCode).toBe(200);
    const shared = await share();
    expect(shared.statusCode, shared.body).toBe(201);
    const token = new URL(shared.json().url).pathname.split("/").pop()!;
    expect((await get(`/api/shared-trips/${token}`)).statusCode).toBe(200);
    await get(`/shared-trip/${token}?from=email`);

    const log = written.join("");
    expect(log).toContain("/api/shared-trips/[redacted]");
    expect(log).toContain("/shared-trip/[redacted]?from=email");
    expect(log).toContain("/trip-updates/[redacted]");
    for (const secret of [token, contactToken, contact.email, "3525550143"])
      expect(log).not.toContain(secret);
  });
});

describe("an upload's request headers", () => {
  it("are logged by the file parser at trace level without the session cookie", async () => {
    const driver = await createSession(app, { userType: "driver", ...driverCar });
    const token = decodeURIComponent(driver.cookie.split("=")[1]!).split(".")[0]!;
    const before = written.length;
    await uploadLicense(app, "/api/me/license", { cookie: driver.cookie });
    const log = written.slice(before).join("");
    expect(log).toContain("Providing options to busboy");
    expect(log).toContain('"cookie":"[redacted]"');
    expect(log).not.toContain(token);
  });
});

describe("a failed query", () => {
  const secret = "call me at 352 555 0177, secret words";

  async function failure(query: ReturnType<typeof sql>): Promise<unknown> {
    const error = await app.db.execute(query).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    return error;
  }

  it("is logged with its query, code and constraint, never the values it was given", async () => {
    // too long for messages_body_length_check: drizzle's message lists the params, PostgreSQL's detail the row
    const tooLong = await failure(
      sql`insert into messages (conversation_id, sender_id, body) values (gen_random_uuid(), 'nobody', ${`${secret} ${"a".repeat(2000)}`})`,
    );
    const badId = await failure(sql`select ${secret}::uuid`);
    const before = written.length;
    app.log.error({ err: tooLong }, "request failed");
    app.log.warn({ err: badId }, "request failed");
    const log = written.slice(before).join("");
    for (const text of [log, describeErrorForLog(tooLong), describeErrorForLog(badId)]) {
      expect(text).not.toContain("secret words");
      expect(text).not.toContain("0177");
    }
    expect(log).toContain("insert into messages (conversation_id, sender_id, body) values");
    expect(log).toContain("messages_body_length_check");
    expect(log).toContain("23514");
    expect(log).toContain("22P02");
  });
});

describe("redactUrl", () => {
  it("cuts secret query values and better-auth's reset path token, keeps the rest", () => {
    expect(redactUrl("/api/auth/verify-email?token=abc.def&callbackURL=%2Fauth-success")).toBe(
      "/api/auth/verify-email?token=[redacted]&callbackURL=%2Fauth-success",
    );
    expect(redactUrl("/cb?Code=1&STATE=2&otp=3&client_secret=4&new_password=5&id_token=6&q=ok")).toBe(
      "/cb?Code=[redacted]&STATE=[redacted]&otp=[redacted]&client_secret=[redacted]&new_password=[redacted]&id_token=[redacted]&q=ok",
    );
    expect(redactUrl("/api/auth/reset-password/tok123?callbackURL=x")).toBe(
      "/api/auth/reset-password/[redacted]?callbackURL=x",
    );
    expect(redactUrl("/api/rides?from=Miami")).toBe("/api/rides?from=Miami");
    expect(redactUrl("/api/shared-trips/abc_DEF-123")).toBe("/api/shared-trips/[redacted]");
    expect(redactUrl("/shared-trip/abc_DEF-123?x=1")).toBe("/shared-trip/[redacted]?x=1");
    expect(redactUrl("/trip-updates/abc_DEF-123")).toBe("/trip-updates/[redacted]");
    expect(redactUrl("/api/rides/5f0c/share")).toBe("/api/rides/5f0c/share");
  });
});
