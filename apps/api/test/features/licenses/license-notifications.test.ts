import { notificationText } from "@campusride/shared/domain/notifications";
import { CREATE_TRIP_PATH, PROFILE_PATH } from "@campusride/shared/paths";
import { notificationSchema, notificationsResponseSchema } from "@campusride/shared/schemas/notifications";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "../../../src/db/schema/index.ts";
import { driverCar } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { uploadLicense } from "../../support/license-files.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { listeningUrl, openEventStream } from "../../support/sse-client.ts";

const app = await createTestApp({ ADMIN_EMAILS: "reviewer@ufl.edu" });
const admin = await createSession(app, { email: "reviewer@ufl.edu", firstName: "Rita" });
const baseUrl = await listeningUrl(app);

/** A driver whose license waits for review. */
async function driverWithUpload(): Promise<TestSession> {
  const driver = await createSession(app, { userType: "driver", ...driverCar });
  const upload = await uploadLicense(app, "/api/me/license", { cookie: driver.cookie });
  expect(upload.statusCode, upload.body).toBe(201);
  return driver;
}

function decide(driver: TestSession, action: "verify" | "reject", body: object = {}) {
  return app.inject({
    method: "POST",
    url: `/api/admin/licenses/${driver.user.id}/${action}`,
    headers: { cookie: admin.cookie },
    payload: body,
  });
}

async function bell(driver: TestSession) {
  const response = await app.inject({ url: "/api/notifications", headers: { cookie: driver.cookie } });
  expect(response.statusCode).toBe(200);
  return notificationsResponseSchema.parse(response.json());
}

describe("the driver is told of their license's review in the app", () => {
  it("puts a verified license in the bell, leading to the create form, and streams it at once", async () => {
    const driver = await driverWithUpload();
    const stream = await openEventStream(baseUrl, driver.headers);
    expect(stream.status).toBe(200);

    expect((await decide(driver, "verify")).statusCode).toBe(200);

    const event = await stream.waitFor((one) => one.event === "notification");
    const live = notificationSchema.parse(JSON.parse(event.data));
    const { notifications: listed, unreadCount } = await bell(driver);
    expect(listed).toEqual([live]);
    expect(live).toMatchObject({
      type: "license_verified",
      rideId: null,
      bookingId: null,
      text: "Your driver license is verified: you can now offer trips",
      path: CREATE_TRIP_PATH,
      readAt: null,
    });
    expect(unreadCount).toBe(1);
    // in-app only: the decision's own email is the one mail the driver gets
    const [row] = await app.db.select().from(notifications).where(eq(notifications.userId, driver.user.id));
    expect(row?.emailStatus).toBe("none");
  });

  it("puts a rejected license in the bell, leading to the profile to upload a new one", async () => {
    const driver = await driverWithUpload();
    expect((await decide(driver, "reject", { reason: "The photo is blurry" })).statusCode).toBe(200);
    const { notifications: listed } = await bell(driver);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      type: "license_rejected",
      rideId: null,
      text: notificationText("license_rejected", {}),
      path: PROFILE_PATH,
    });
  });

  it("tells nothing of a decision that was refused, and nothing to anyone else", async () => {
    const driver = await driverWithUpload();
    const other = await driverWithUpload();
    expect((await decide(driver, "reject", { reason: "" })).statusCode).toBe(400);
    expect((await bell(driver)).notifications).toEqual([]);
    expect((await decide(driver, "verify")).statusCode).toBe(200);
    expect((await decide(driver, "reject", { reason: "Too late" })).statusCode).toBe(409);
    expect((await bell(driver)).notifications.map((one) => one.type)).toEqual(["license_verified"]);
    expect((await bell(other)).notifications).toEqual([]);
    expect((await bell(admin)).notifications).toEqual([]);
  });
});
