import { PROFILE_MESSAGES, SIGNUP_MESSAGES } from "@campusride/shared/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, profiles, rides } from "../../../src/db/schema/index.ts";
import { AUTH_REQUIRED } from "../../../src/plugins/guards.ts";
import { authPost, createSignedInUser, driverCar } from "../../support/accounts.ts";
import { createSession } from "../../support/session.ts";
import { createTestApp } from "../../support/app.ts";

const app = await createTestApp();

function call(
  method: "GET" | "PATCH" | "PUT" | "POST",
  url: string,
  account?: { cookie: string },
  payload?: object,
) {
  return app.inject({ method, url, payload, headers: account ? { cookie: account.cookie } : {} });
}

const PRIVATE_KEYS = [
  "email",
  "phone",
  "licensePlate",
  "emergencyContactName",
  "emergencyContactPhone",
  "emergencyContactEmail",
  "isActive",
  "updatedAt",
  "hasLicenseFile",
];

describe("login required", () => {
  const routes: Array<["GET" | "PATCH" | "PUT" | "POST", string]> = [
    ["GET", "/api/me"],
    ["PATCH", "/api/me"],
    ["PUT", "/api/me/vehicle"],
    ["PUT", "/api/me/emergency-contact"],
    ["PUT", "/api/me/active-role"],
    ["GET", "/api/me/summary"],
    ["GET", "/api/me/license"],
    ["POST", "/api/me/license"],
    ["GET", "/api/profiles/someone"],
  ];
  it.each(routes)("%s %s without a session answers 401", async (method, url) => {
    const response = await call(method, url, undefined, method === "GET" ? undefined : {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({ code: "UNAUTHENTICATED", message: AUTH_REQUIRED });
  });

  it("a forged or ended session answers 401", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: "campusride.session_token=forged.value" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("own profile", () => {
  it("returns the full profile and the active role", async () => {
    const rider = await createSession(app, { userType: "rider" });
    const response = await call("GET", "/api/me", rider);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.activeRole).toBe("rider");
    expect(body.profile).toMatchObject({
      id: rider.user.id,
      email: rider.user.email,
      phone: "+13525550100",
      userType: "rider",
    });
  });

  it("updates name and phone, sanitised, with the catalogue's success message", async () => {
    const account = await createSession(app);
    const response = await call("PATCH", "/api/me", account, {
      firstName: " <i>Maria</i> ",
      lastName: "Diaz",
      phone: "",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(PROFILE_MESSAGES.profileUpdated);
    const { profile } = (await call("GET", "/api/me", account)).json();
    expect(profile).toMatchObject({ firstName: "Maria", lastName: "Diaz", phone: null });
  });

  it("stores an edited phone of any country in the sign-up's format and refuses one that is not valid", async () => {
    const account = await createSignedInUser(app);
    const names = { firstName: "Maria", lastName: "Diaz" };
    expect((await call("PATCH", "/api/me", account, { ...names, phone: "407.555.0199" })).statusCode).toBe(
      200,
    );
    expect((await call("GET", "/api/me", account)).json().profile.phone).toBe("+14075550199");
    // an international student's UK mobile, written with its country code
    const uk = await call("PATCH", "/api/me", account, { ...names, phone: "+44 7911 123456" });
    expect(uk.statusCode, uk.body).toBe(200);
    expect((await call("GET", "/api/me", account)).json().profile.phone).toBe("+447911123456");
    // a UK number without its country code is read as a US one, which it is not
    const refused = await call("PATCH", "/api/me", account, { ...names, phone: "07911 123456" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: "VALIDATION",
      message: SIGNUP_MESSAGES.phoneInvalid,
      fields: { phone: SIGNUP_MESSAGES.phoneInvalid },
    });
    expect((await call("GET", "/api/me", account)).json().profile.phone).toBe("+447911123456");
  });

  it("requires first and last name", async () => {
    const account = await createSession(app);
    const missingFirst = await call("PATCH", "/api/me", account, { firstName: " ", lastName: "Diaz" });
    expect(missingFirst.statusCode).toBe(400);
    expect(missingFirst.json().error.message).toBe(PROFILE_MESSAGES.firstNameRequired);
    const missingLast = await call("PATCH", "/api/me", account, { firstName: "Maria" });
    expect(missingLast.json().error.message).toBe(PROFILE_MESSAGES.lastNameRequired);
  });

  it("updates the vehicle and keeps driver car details complete", async () => {
    const driver = await createSession(app, { userType: "driver", ...driverCar });
    const ok = await call("PUT", "/api/me/vehicle", driver, {
      carMake: "Honda",
      carModel: "Civic",
      carYear: 2019,
      carColor: "Blue",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(PROFILE_MESSAGES.vehicleUpdated);

    for (const bad of [
      { carMake: "Honda", carModel: "Civic", carYear: 2019 },
      { carMake: "Honda", carModel: "Camry", carYear: 2019, carColor: "Blue" },
      { carMake: "Honda", carModel: "Civic", carYear: 1990, carColor: "Blue" },
      { carMake: "", carModel: "", carYear: "", carColor: "" },
    ]) {
      const response = await call("PUT", "/api/me/vehicle", driver, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(PROFILE_MESSAGES.driverCarOnUpdate);
      // each wrong field is named, so the form can mark it
      expect(Object.keys(response.json().error.fields).length).toBeGreaterThan(0);
    }
    const { profile } = (await call("GET", "/api/me", driver)).json();
    expect(profile).toMatchObject({ carMake: "Honda", carModel: "Civic", carYear: 2019, carColor: "Blue" });
  });
});

describe("a rider becomes a driver from the profile", () => {
  it("saving a car makes the rider both rider and driver, acting as rider until switching", async () => {
    const rider = await createSignedInUser(app, { userType: "rider" });
    const saved = await call("PUT", "/api/me/vehicle", rider, {
      carMake: "Honda",
      carModel: "Civic",
      carYear: 2019,
      carColor: "Blue",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const me = (await call("GET", "/api/me", rider)).json();
    expect(me.profile).toMatchObject({ userType: "both", carMake: "Honda", driverLicenseVerified: false });
    expect(me.activeRole).toBe("rider");
    expect((await call("PUT", "/api/me/active-role", rider, { activeRole: "driver" })).statusCode).toBe(200);
  });

  it("an incomplete car leaves the rider a rider", async () => {
    const rider = await createSignedInUser(app, { userType: "rider" });
    const refused = await call("PUT", "/api/me/vehicle", rider, { carMake: "Honda", carModel: "Civic" });
    expect(refused.statusCode).toBe(400);
    expect((await call("GET", "/api/me", rider)).json().profile.userType).toBe("rider");
  });

  it("a driver's or both's type does not change with the car", async () => {
    for (const userType of ["driver", "both"] as const) {
      const account = await createSignedInUser(app, { userType, ...driverCar });
      const car = { carMake: "Honda", carModel: "Civic", carYear: 2019, carColor: "Blue" };
      expect((await call("PUT", "/api/me/vehicle", account, car)).statusCode).toBe(200);
      expect((await call("GET", "/api/me", account)).json().profile.userType).toBe(userType);
    }
  });
});

describe("active role", () => {
  it("starts a user of type both as rider, switches per session", async () => {
    // signs in twice: a real account with a password
    const both = await createSignedInUser(app, { userType: "both", ...driverCar });
    expect((await call("GET", "/api/me", both)).json().activeRole).toBe("rider");
    const switched = await call("PUT", "/api/me/active-role", both, { activeRole: "driver" });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toEqual({ activeRole: "driver" });
    expect((await call("GET", "/api/me", both)).json().activeRole).toBe("driver");

    // a new browser session starts as rider again
    const signin = await authPost(app, "/sign-in/email", { email: both.email, password: both.password });
    const otherSession = {
      ...both,
      cookie: [signin.headers["set-cookie"]]
        .flat()
        .map((c) => String(c).split(";")[0])
        .join("; "),
    };
    expect((await call("GET", "/api/me", otherSession)).json().activeRole).toBe("rider");
  });

  it("refuses a switch for a rider or a driver", async () => {
    const rider = await createSession(app);
    const response = await call("PUT", "/api/me/active-role", rider, { activeRole: "driver" });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(PROFILE_MESSAGES.roleSwitchNotAllowed);
    const driver = await createSession(app, { userType: "driver", ...driverCar });
    expect((await call("PUT", "/api/me/active-role", driver, { activeRole: "rider" })).statusCode).toBe(403);
    expect((await call("GET", "/api/me", driver)).json().activeRole).toBe("driver");
  });

  it("refuses an unknown role", async () => {
    const both = await createSession(app, { userType: "both", ...driverCar });
    expect((await call("PUT", "/api/me/active-role", both, { activeRole: "admin" })).statusCode).toBe(400);
  });
});

describe("summary", () => {
  it("sums the driver's shares of completed rides as earnings and completed bookings as spending, from the ledger", async () => {
    const driver = await createSession(app, { userType: "driver", ...driverCar });
    const rider = await createSession(app, { userType: "rider" });
    const base = {
      driverId: driver.user.id,
      departureCity: "Gainesville, FL",
      destinationCity: "Orlando, FL",
      departureDate: "2026-01-10",
      departureTime: "09:00",
      departureAt: new Date("2026-01-10T14:00:00Z"),
      availableSeats: 3,
    };
    const [done] = await app.db
      .insert(rides)
      .values([
        { ...base, pricePerSeatCents: 2500, status: "completed" as const },
        { ...base, pricePerSeatCents: 1850, status: "completed" as const },
        { ...base, pricePerSeatCents: 9999, status: "active" as const },
        { ...base, pricePerSeatCents: 4000, status: "cancelled" as const },
      ])
      .returning({ id: rides.id });
    await app.db.insert(bookings).values([
      {
        rideId: done!.id,
        riderId: rider.user.id,
        seatsRequested: 2,
        totalPriceCents: 5000,
        priceCents: 7000,
        status: "completed",
      },
      {
        rideId: done!.id,
        riderId: rider.user.id,
        seatsRequested: 1,
        totalPriceCents: 2500,
        status: "rejected",
      },
    ]);

    // bookings written before payments existed were paid at pickup: the reconciliation
    // gives them their ledger (owed, then settled), as it does for older data
    await app.reconcileMoney();
    expect((await call("GET", "/api/me/summary", driver)).json()).toEqual({
      // all the rider handed over at pickup (priced with the fee back then, which CampusRide
      // never collected); a completed trip nobody rode earns nothing
      totalEarningsCents: 7000,
      tripsOffered: 4,
      ridesCompleted: 2,
      totalSpentCents: 0,
      ridesTaken: 0,
    });
    expect((await call("GET", "/api/me/summary", rider)).json()).toEqual({
      totalEarningsCents: 0,
      tripsOffered: 0,
      ridesCompleted: 0,
      totalSpentCents: 7000,
      ridesTaken: 1,
    });
  });
});

describe("other users' profiles", () => {
  it("shows only the public subset, never owner-only fields", async () => {
    const viewer = await createSession(app);
    const owner = await createSession(app, {
      userType: "driver",
      ...driverCar,
      phone: "(407) 555-0199",
    });
    await app.db
      .update(profiles)
      .set({ licensePlate: "ABC123", emergencyContactName: "Mom", emergencyContactPhone: "555-0000" })
      .where(eq(profiles.id, owner.user.id));
    const response = await call("GET", `/api/profiles/${owner.user.id}`, viewer);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: owner.user.id,
      firstName: "Ana",
      carMake: "Toyota",
      driverLicenseVerified: false,
    });
    for (const key of PRIVATE_KEYS) expect(body).not.toHaveProperty(key);
    for (const secret of [owner.user.email, "+14075550199", "ABC123", "Mom", "555-0000"]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("never shows another user's private fields in the viewer's own responses", async () => {
    const other = await createSession(app, { phone: "(786) 555-0123" });
    const viewer = await createSession(app);
    for (const url of ["/api/me", "/api/me/summary", "/api/me/license", `/api/profiles/${viewer.user.id}`]) {
      const response = await call("GET", url, viewer);
      expect(response.body).not.toContain(other.user.email);
      expect(response.body).not.toContain("+17865550123");
    }
  });

  it("hides inactive profiles and unknown ids", async () => {
    const viewer = await createSession(app);
    const gone = await createSession(app);
    await app.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, gone.user.id));
    expect((await call("GET", `/api/profiles/${gone.user.id}`, viewer)).statusCode).toBe(404);
    expect((await call("GET", "/api/profiles/does-not-exist", viewer)).statusCode).toBe(404);
  });
});
