import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, reviews, rides, user } from "../../../src/db/schema/index.ts";
import {
  PUBLISHED_DEMO_PASSWORD,
  demoPassword,
  findDemoAccounts,
  type DemoPassword,
  hasAccounts,
  seedDemo,
  shouldSeedDemo,
} from "../../../src/db/seed-demo.ts";
import { startupBanner } from "../../../src/startup-banner.ts";
import { authPost, cookieHeader } from "../../support/accounts.ts";
import { createTestApp, testConfig } from "../../support/app.ts";

const app = await createTestApp();

const production = (overrides: Record<string, string> = {}) =>
  testConfig({ NODE_ENV: "production", AUTH_SECRET: "s".repeat(32), ...overrides });

describe("demo data", () => {
  it("runs by default on the embedded database, on PostgreSQL only with DEMO_DATA=1", () => {
    expect(shouldSeedDemo(testConfig(), "pglite")).toBe(true);
    expect(shouldSeedDemo(testConfig({ DEMO_DATA: "0" }), "pglite")).toBe(false);
    expect(shouldSeedDemo(testConfig(), "postgres")).toBe(false);
    expect(shouldSeedDemo(testConfig({ DEMO_DATA: "1" }), "postgres")).toBe(true);
  });

  it("never runs in production unless DEMO_DATA=1, whatever the database", () => {
    expect(shouldSeedDemo(production(), "pglite")).toBe(false);
    expect(shouldSeedDemo(production(), "postgres")).toBe(false);
    expect(shouldSeedDemo(production({ DEMO_DATA: "1" }), "pglite")).toBe(true);
  });

  it("in production uses DEMO_PASSWORD or a random password, and never shows it", () => {
    const generated = demoPassword(production({ DEMO_DATA: "1" }));
    expect(generated.value).not.toBe(PUBLISHED_DEMO_PASSWORD);
    expect(generated.value.length).toBeGreaterThanOrEqual(24);
    expect(demoPassword(production({ DEMO_DATA: "1" })).value).not.toBe(generated.value);
    const chosen = demoPassword(production({ DEMO_DATA: "1", DEMO_PASSWORD: "our-own-demo-phrase" }));
    expect(chosen.value).toBe("our-own-demo-phrase");

    const accounts = [{ label: "rider", email: "rider@demo.campusride.edu" }];
    const banner = (password: DemoPassword, config = production({ DEMO_DATA: "1" })) =>
      startupBanner({
        config,
        database: "pglite",
        mail: "outbox",
        demoAccounts: accounts,
        demoPassword: password,
      });
    for (const password of [generated, chosen]) {
      const text = banner(password);
      expect(text).toContain("rider@demo.campusride.edu");
      expect(text).not.toContain(password.value);
    }
    // outside production the published password is shown, as the README says
    expect(banner(demoPassword(testConfig()), testConfig())).toContain(PUBLISHED_DEMO_PASSWORD);
  });

  it("creates verified rider, driver, both and admin accounts that sign in with the password given, once", async () => {
    expect(await hasAccounts(app)).toBe(false);
    const generated = demoPassword(production({ DEMO_DATA: "1" }));
    const password = generated.value;
    const accounts = await seedDemo(app, generated);
    expect(accounts.map((account) => account.label)).toEqual([
      "rider",
      "driver",
      "both",
      "driver 2",
      "driver 3",
      "admin",
    ]);
    expect(await seedDemo(app, { ...generated, value: "another-random-one-1" })).toEqual(accounts);
    expect(await findDemoAccounts(app)).toEqual(accounts);

    const profiles: Record<
      string,
      {
        userType: string;
        driverLicenseVerified: boolean;
        licenseStatus: string;
        carMake: string | null;
        isAdmin: boolean;
      }
    > = {};
    for (const account of accounts) {
      const published = await authPost(app, "/sign-in/email", {
        email: account.email,
        password: PUBLISHED_DEMO_PASSWORD,
      });
      expect(published.statusCode).toBe(401);
      const signin = await authPost(app, "/sign-in/email", { email: account.email, password });
      expect(signin.statusCode).toBe(200);
      const me = await app.inject({
        method: "GET",
        url: "/api/me",
        headers: { cookie: cookieHeader(signin.headers["set-cookie"]) },
      });
      profiles[account.label] = { ...me.json().profile, isAdmin: me.json().isAdmin };
    }
    expect(profiles.rider).toMatchObject({ userType: "rider", carMake: null, isAdmin: false });
    // the demo drivers' licenses are reviewed already: the row says so as well as the flag
    expect(profiles.driver).toMatchObject({
      userType: "driver",
      driverLicenseVerified: true,
      licenseStatus: "verified",
      carMake: "Toyota",
      isAdmin: false,
    });
    expect(profiles.both).toMatchObject({
      userType: "both",
      driverLicenseVerified: true,
      licenseStatus: "verified",
    });
    // outside production ADMIN_EMAILS defaults to the demo admin
    expect(profiles.admin).toMatchObject({ userType: "rider", isAdmin: true, licenseStatus: "none" });

    // the demo trips: several verified drivers offer them; the admin requests no seat
    const offered = await app.db
      .select({ driverId: rides.driverId })
      .from(rides)
      .where(eq(rides.status, "active"));
    expect(offered).toHaveLength(60);
    // and the trips already made, completed, to review (the first demo driver's not reviewed yet)
    const made = await app.db.select().from(rides).where(eq(rides.status, "completed"));
    expect(made).toHaveLength(5);
    const reviewed = await app.db.selectDistinct({ rideId: reviews.rideId }).from(reviews);
    expect(reviewed).toHaveLength(2);
    expect(made.filter((ride) => ride.departureAt.getTime() < Date.now())).toHaveLength(5);
    expect(new Set(offered.map((ride) => ride.driverId)).size).toBe(4);
    const requesters = await app.db
      .selectDistinct({ email: user.email })
      .from(bookings)
      .innerJoin(user, eq(user.id, bookings.riderId));
    expect(requesters.map((row) => row.email).sort()).toEqual([
      "both@demo.campusride.edu",
      "rider@demo.campusride.edu",
    ]);
  });
});
