import { eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { App } from "../../../src/app.ts";
import { notifications, profiles, user } from "../../../src/db/schema/index.ts";
import { driverCar, lastMail } from "../accounts.ts";
import { uploadLicense } from "../license-files.ts";
import { askDriver } from "../messages.ts";
import { alertBody, saveAlert } from "../ride-alerts.ts";
import { review } from "../reviews.ts";
import { createSession, type TestSession } from "../session.ts";
import { answerBooking, createDriverSession, createRide, dayFromToday, requestSeats } from "../trips.ts";
import { completeTrip } from "../payments.ts";
import { answerTripUpdates, contactTokenIn } from "../trip-share-contacts.ts";
import type { PrivateField, SignedInActor } from "./table.ts";

export const ADMIN_EMAIL = "matrix.admin@ufl.edu";
/** Admin accounts made for a case that ends or changes its caller's account. */
export const FRESH_ADMIN_EMAILS = Array.from({ length: 10 }, (_, n) => `matrix.admin${n + 1}@ufl.edu`);
export const MATRIX_CONFIG = { ADMIN_EMAILS: [ADMIN_EMAIL, ...FRESH_ADMIN_EMAILS].join(",") };

/** People of the world who call no route: someone to report or block, a driver awaiting review. */
export type Person = SignedInActor | "bystander" | "applicant";

export interface World {
  app: App;
  sessions: Record<Person, TestSession>;
  ids: Record<Person, string>;
  /** The driver's upcoming trip: the rider's seat approved, both's request pending. */
  trip: { id: string; approvedBooking: string; pendingBooking: string };
  /** The other driver's upcoming trip, the other rider's request pending on it. */
  otherTrip: { id: string; booking: string };
  /** The driver's trip that left yesterday and was completed, the rider on it, a review by the rider. */
  pastTrip: { id: string; booking: string; reviewId: string };
  /** The rider's question to the driver about the upcoming trip. */
  conversationId: string;
  /** The rider's ride alert. */
  alertId: string;
  /** The rider's share link of the upcoming trip (to the rider's emergency contact). */
  shareToken: string;
  /** The rider's report about the bystander. */
  reportId: string;
  /** A notification of the bystander's (a copy of the driver's of a request). */
  bystanderNotificationId: number;
  /** A second signed-in browser of the rider's, to be signed out from /profile. */
  riderOtherSessionId: string;
  /** Private values of every account, for the privacy check. */
  secrets: Record<Person, Record<PrivateField, string[]>>;
}

export const PEOPLE: Person[] = [
  "rider",
  "driver",
  "both",
  "otherRider",
  "otherDriver",
  "admin",
  "bystander",
  "applicant",
];

let freshCount = 0;
let freshAdmins = 0;

/** A new account of `kind`'s sort (a driver may offer rides; an admin is in ADMIN_EMAILS). */
export async function freshSession(app: App, kind: SignedInActor): Promise<TestSession> {
  freshCount += 1;
  const phone = `(352) 555-${String(3000 + freshCount)}`;
  switch (kind) {
    case "driver":
    case "otherDriver":
      return createDriverSession(app, { phone });
    case "both":
      return createDriverSession(app, { userType: "both", phone });
    case "admin": {
      const email = FRESH_ADMIN_EMAILS[freshAdmins];
      freshAdmins += 1;
      if (!email) throw new Error("more fresh admins than FRESH_ADMIN_EMAILS");
      return createSession(app, { email, phone });
    }
    default:
      return createSession(app, { phone });
  }
}

async function put(app: App, session: TestSession, url: string, payload: object) {
  const response = await app.inject({ method: "PUT", url, headers: session.headers, payload });
  expect(response.statusCode, `${url} ${response.body}`).toBe(200);
}

/**
 * The small world every route is called in: each account with distinctive private values
 * (phone, emergency contact, plate), and one of each object someone owns.
 */
export async function seedWorld(app: App): Promise<World> {
  const names = (person: Person, index: number) => ({
    firstName: `Matrix${person}`,
    lastName: `Person${index}`,
    phone: `(352) 555-${String(7100 + index)}`,
  });
  const sessions = {} as Record<Person, TestSession>;
  for (const [index, person] of PEOPLE.entries()) {
    const overrides = names(person, index);
    if (person === "driver" || person === "otherDriver")
      sessions[person] = await createDriverSession(app, overrides);
    else if (person === "both")
      sessions[person] = await createDriverSession(app, { ...overrides, userType: "both" });
    else if (person === "admin")
      sessions[person] = await createSession(app, { ...overrides, email: ADMIN_EMAIL });
    else if (person === "applicant")
      sessions[person] = await createSession(app, { ...overrides, userType: "driver", ...driverCar });
    else sessions[person] = await createSession(app, overrides);
    await put(app, sessions[person], "/api/me/emergency-contact", {
      name: `Kin${person}Contact`,
      phone: `(352) 555-${String(7200 + index)}`,
      email: `kin.${person.toLowerCase()}@example.com`,
    });
    if (["driver", "otherDriver", "both", "applicant"].includes(person)) {
      await put(app, sessions[person], "/api/me/vehicle", { ...driverCar, licensePlate: `MXPLATE${index}` });
    }
  }
  const ids = Object.fromEntries(PEOPLE.map((person) => [person, sessions[person].user.id])) as Record<
    Person,
    string
  >;
  const { rider, driver, both, otherRider, otherDriver, bystander, applicant } = sessions;

  const upload = await uploadLicense(app, "/api/me/license", { cookie: applicant.cookie });
  expect(upload.statusCode, upload.body).toBe(201);

  const trip = await createRide(app, driver, { availableSeats: 4 });
  const approved = await requestSeats(app, rider, trip.id);
  expect((await answerBooking(app, driver, approved.id, "approve")).statusCode).toBe(200);
  const pending = await requestSeats(app, both, trip.id);

  const otherTrip = await createRide(app, otherDriver, { departureTime: "15:00" });
  const otherBooking = await requestSeats(app, otherRider, otherTrip.id);

  const pastTrip = await createRide(app, driver, { departureDate: dayFromToday(5), availableSeats: 2 });
  const pastBooking = await requestSeats(app, rider, pastTrip.id);
  expect((await answerBooking(app, driver, pastBooking.id, "approve")).statusCode).toBe(200);
  await completeTrip(app, driver, pastTrip.id);
  const riderReview = await review(app, rider, pastTrip.id, {
    subjectId: driver.user.id,
    comment: "On time",
  });

  const asked = await askDriver(app, rider, trip.id, "Is there room for a suitcase?");
  expect(asked.statusCode, asked.body).toBe(201);

  const alert = await saveAlert(app, rider, alertBody("gainesville", "orlando", dayFromToday(9)));

  // the rider's contact is asked first; confirming mails the trip's link
  const shared = await app.inject({
    method: "POST",
    url: `/api/rides/${trip.id}/share`,
    headers: rider.headers,
  });
  expect(shared.statusCode, shared.body).toBe(201);
  const riderContact = "kin.rider@example.com";
  const asking = await lastMail(app, riderContact);
  const confirmed = await answerTripUpdates(app, "confirm", contactTokenIn(asking!.text));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const tripMail = await lastMail(app, riderContact);

  const reported = await app.inject({
    method: "POST",
    url: "/api/reports",
    headers: rider.headers,
    payload: { userId: bystander.user.id, reason: "harassment", details: "Rude messages" },
  });
  expect(reported.statusCode, reported.body).toBe(201);

  const [told] = await app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, driver.user.id))
    .limit(1);
  expect(told, "the driver is told of the requests").toBeDefined();
  const [notification] = await app.db
    .insert(notifications)
    .values({ userId: bystander.user.id, type: told!.type, rideId: told!.rideId, data: told!.data })
    .returning({ id: notifications.id });

  const auth = await app.auth.$context;
  const otherSession = await auth.internalAdapter.createSession(rider.user.id);

  return {
    app,
    sessions,
    ids,
    trip: { id: trip.id, approvedBooking: approved.id, pendingBooking: pending.id },
    otherTrip: { id: otherTrip.id, booking: otherBooking.id },
    pastTrip: { id: pastTrip.id, booking: pastBooking.id, reviewId: riderReview.id },
    conversationId: asked.json().conversation.id,
    alertId: alert.id,
    shareToken: tripMail!.link!.split("/shared-trip/")[1]!,
    reportId: reported.json().id,
    bystanderNotificationId: notification!.id,
    riderOtherSessionId: otherSession.id,
    secrets: await readSecrets(app, ids),
  };
}

/** Each account's private values as stored, in the forms they could be shown in. */
async function readSecrets(app: App, ids: Record<Person, string>): Promise<World["secrets"]> {
  const rows = await app.db
    .select({
      id: profiles.id,
      email: user.email,
      phone: profiles.phone,
      plate: profiles.licensePlate,
      contactName: profiles.emergencyContactName,
      contactPhone: profiles.emergencyContactPhone,
      contactEmail: profiles.emergencyContactEmail,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(inArray(profiles.id, Object.values(ids)));
  const phoneForms = (phone: string) => [phone, phone.slice(-10), `555-${phone.slice(-4)}`];
  const secrets = {} as World["secrets"];
  for (const person of PEOPLE) {
    const row = rows.find((candidate) => candidate.id === ids[person]);
    if (!row?.phone || !row.contactName || !row.contactPhone || !row.contactEmail) {
      throw new Error(`${person} has no private values to look for`);
    }
    secrets[person] = {
      email: [row.email],
      phone: phoneForms(row.phone),
      emergencyContact: [row.contactName, ...phoneForms(row.contactPhone), row.contactEmail],
      licensePlate: row.plate ? [row.plate] : [],
    };
  }
  return secrets;
}
