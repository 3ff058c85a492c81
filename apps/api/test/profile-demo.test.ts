import { describe, expect, it } from "vitest";
import { findDemoAccounts, hasAccounts, seedDemo, shouldSeedDemo } from "../src/db/seed-demo.ts";
import { authPost, cookieHeader } from "./support/accounts.ts";
import { createTestApp, testConfig } from "./support/app.ts";

const app = await createTestApp();

describe("demo data", () => {
  it("runs by default on the embedded database, on PostgreSQL only with DEMO_DATA=1", () => {
    expect(shouldSeedDemo(testConfig(), "pglite")).toBe(true);
    expect(shouldSeedDemo(testConfig({ DEMO_DATA: "0" }), "pglite")).toBe(false);
    expect(shouldSeedDemo(testConfig(), "postgres")).toBe(false);
    expect(shouldSeedDemo(testConfig({ DEMO_DATA: "1" }), "postgres")).toBe(true);
  });

  it("creates verified rider, driver and both accounts that can sign in, once", async () => {
    expect(await hasAccounts(app)).toBe(false);
    const accounts = await seedDemo(app);
    expect(accounts.map((account) => account.label)).toEqual(["rider", "driver", "both"]);
    expect(await seedDemo(app)).toEqual(accounts);
    expect(await findDemoAccounts(app)).toEqual(accounts);

    const profiles: Record<
      string,
      { userType: string; driverLicenseVerified: boolean; carMake: string | null }
    > = {};
    for (const account of accounts) {
      const signin = await authPost(app, "/sign-in/email", {
        email: account.email,
        password: account.password,
      });
      expect(signin.statusCode).toBe(200);
      const me = await app.inject({
        method: "GET",
        url: "/api/me",
        headers: { cookie: cookieHeader(signin.headers["set-cookie"]) },
      });
      profiles[account.label] = me.json().profile;
    }
    expect(profiles.rider).toMatchObject({ userType: "rider", carMake: null });
    expect(profiles.driver).toMatchObject({
      userType: "driver",
      driverLicenseVerified: true,
      carMake: "Toyota",
    });
    expect(profiles.both).toMatchObject({ userType: "both", driverLicenseVerified: true });
  });
});
