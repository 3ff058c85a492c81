import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { App } from "../../src/app.ts";
import { account, outbox, user } from "../../src/db/schema/index.ts";
import { rememberSecret } from "./captured-log.ts";

export const ORIGIN = "http://localhost:3000";

let counter = 0;

/** A valid sign-up body; override any field. */
export function signupBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  const body = {
    firstName: "Ana",
    lastName: "Lopez",
    email: `student${counter}.${process.pid}@ufl.edu`,
    phone: "(352) 555-0100",
    graduationYear: new Date().getFullYear() + 1,
    university: "University of Florida",
    userType: "rider",
    password: "correct-horse-1",
    confirmPassword: "correct-horse-1",
    ...overrides,
  };
  if (typeof body.password === "string") rememberSecret(body.password);
  return body;
}

export const driverCar = { carMake: "Toyota", carModel: "Camry", carYear: 2020, carColor: "Silver" };

let ipCounter = 0;
/** A fresh client address, so one test's attempts never count against another's. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function authPost(
  app: App,
  path: string,
  body: unknown,
  options: { ip?: string; cookie?: string } = {},
) {
  return app.inject({
    method: "POST",
    url: `/api/auth${path}`,
    payload: body as object,
    remoteAddress: options.ip ?? freshIp(),
    headers: { origin: ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
}

/** The newest outbox message to `email`, once the mails being sent have gone out. */
export async function lastMail(app: App, email: string) {
  await app.backgroundTasks.settled();
  const [message] = await app.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  for (const [name, value] of message?.link ? new URL(message.link).searchParams : []) {
    if (name === "token") rememberSecret(value);
  }
  return message;
}

/** Cookies of a response as one Cookie header value. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const pairs = list.map((cookie) => cookie.split(";")[0]!);
  for (const pair of pairs)
    rememberSecret(decodeURIComponent(pair.slice(pair.indexOf("=") + 1)).split(".")[0]);
  return pairs.join("; ");
}

/** Opens a verification link from the outbox the way a browser would. */
export async function followVerificationLink(app: App, link: string) {
  const url = new URL(link);
  return app.inject({ method: "GET", url: `${url.pathname}${url.search}`, remoteAddress: freshIp() });
}

export interface SignedInUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/**
 * Signs a user up, verifies the email through the link in the outbox and signs in, all
 * through the real endpoints; returns the session cookie.
 */
export async function createSignedInUser(
  app: App,
  overrides: Record<string, unknown> = {},
): Promise<SignedInUser> {
  const body = signupBody(overrides);
  const signup = await authPost(app, "/sign-up/email", body);
  if (signup.statusCode !== 200) throw new Error(`sign-up failed: ${signup.statusCode} ${signup.body}`);
  const email = String(body.email).trim().toLowerCase();
  const mail = await lastMail(app, email);
  if (!mail?.link) throw new Error(`no verification mail for ${email}`);
  const verified = await followVerificationLink(app, mail.link);
  if (verified.statusCode !== 302) throw new Error(`verification failed: ${verified.statusCode}`);
  const signin = await authPost(app, "/sign-in/email", { email, password: body.password });
  if (signin.statusCode !== 200) throw new Error(`sign-in failed: ${signin.statusCode} ${signin.body}`);
  return {
    id: signup.json().user.id,
    email,
    password: String(body.password),
    cookie: cookieHeader(signin.headers["set-cookie"]),
  };
}

/**
 * `count` verified password accounts written straight to the database, all with one
 * password hashed once by better-auth: for tests about signing in, where signing up
 * each account through the API (a password hash and a mail each) would take minutes.
 */
export async function insertVerifiedAccounts(
  app: App,
  count: number,
): Promise<{ emails: string[]; password: string }> {
  const password = "campus-password-1";
  rememberSecret(password);
  const hash = await (await app.auth.$context).password.hash(password);
  const emails: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = randomUUID();
    const email = `campus${index}.${id.slice(0, 8)}@ufl.edu`;
    await app.db.insert(user).values({ id, name: "Campus Student", email, emailVerified: true });
    await app.db
      .insert(account)
      .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
    emails.push(email);
  }
  return { emails, password };
}
