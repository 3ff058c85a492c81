import { EMERGENCY_CONTACT_MESSAGES, TRIP_SHARING_MESSAGES } from "@campusride/shared/messages";
import {
  CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  CONFIRMATIONS_PER_USER_PER_DAY,
} from "../../../src/features/trip-sharing/service.ts";
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PURGE_AFTER_DAYS } from "@campusride/shared/domain/deleted-account";
import { profiles, rides, tripShares } from "../../../src/db/schema/index.ts";
import { purgeDeletedAccounts } from "../../../src/features/account/purge.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { startSmtpInbox } from "../../support/smtp-inbox.ts";
import {
  answerTripUpdates,
  contactTokenIn,
  haveContactConfirmed,
} from "../../support/trip-share-contacts.ts";
import {
  answerBooking,
  cancelTrip,
  createDriverSession,
  createRide,
  requestSeats,
} from "../../support/trips.ts";

const inbox = await startSmtpInbox();
const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}` });

let contactCount = 0;
function contactEmail(): string {
  contactCount += 1;
  return `contact${contactCount}-${Date.now()}@example.com`;
}

function putContact(session: TestSession, payload: object) {
  return app.inject({ method: "PUT", url: "/api/me/emergency-contact", headers: session.headers, payload });
}

/**
 * Gives the user an emergency contact who has, unless `isConfirmed` is false, already
 * confirmed trip mail from them ("the emergency contact confirms first" follows the mails).
 */
async function setContact(
  session: TestSession,
  name: string | null = "Maria Lopez",
  isConfirmed = true,
): Promise<string> {
  const email = contactEmail();
  const response = await putContact(session, { name, phone: "(352) 555-0143", email });
  expect(response.statusCode, response.body).toBe(200);
  if (isConfirmed) await haveContactConfirmed(app, session.user.id, email);
  return email;
}

function confirmationOf(session: TestSession) {
  return app.inject({
    method: "GET",
    url: "/api/me/emergency-contact/confirmation",
    headers: session.headers,
  });
}

function share(session: TestSession | undefined, rideId: string) {
  return app.inject({ method: "POST", url: `/api/rides/${rideId}/share`, headers: session?.headers ?? {} });
}

function readShared(token: string) {
  return app.inject({ method: "GET", url: `/api/shared-trips/${token}` });
}

function tokenOf(url: string): string {
  return url.split("/shared-trip/")[1]!;
}

/** A trip with an approved rider (Sam), a pending one and an outsider; the driver (Dana) has a plate. */
async function approvedTrip() {
  const driver = await createDriverSession(app, { firstName: "Dana", lastName: "Driver" });
  // the plate is given with the car on the profile
  const car = { carMake: "Toyota", carModel: "Camry", carYear: 2020, carColor: "Silver" };
  const vehicle = await app.inject({
    method: "PUT",
    url: "/api/me/vehicle",
    headers: driver.headers,
    payload: { ...car, licensePlate: " crd  4821 " },
  });
  expect(vehicle.statusCode, vehicle.body).toBe(200);
  const ride = await createRide(app, driver, {
    originAddress: "Reitz Union, Gainesville, FL",
    destinationAddress: "UCF, Orlando, FL",
  });
  const rider = await createSession(app, { firstName: "Sam", lastName: "Rider", phone: "(407) 555-0111" });
  const pendingRider = await createSession(app, { firstName: "Penny" });
  const outsider = await createSession(app);
  const booking = await requestSeats(app, rider, ride.id, 1);
  await requestSeats(app, pendingRider, ride.id, 1);
  return { driver, ride, rider, pendingRider, outsider, booking };
}

async function approve(trip: Awaited<ReturnType<typeof approvedTrip>>) {
  expect((await answerBooking(app, trip.driver, trip.booking.id, "approve")).statusCode).toBe(200);
}

describe("the emergency contact", () => {
  it("is saved, read back by its owner only, validated, and cleared", async () => {
    const owner = await createSession(app);
    const viewer = await createSession(app);
    const saved = await putContact(owner, {
      name: " <b>Maria</b> Lopez ",
      phone: "352.555.0143",
      email: " Maria@Example.COM ",
    });
    expect(saved.json()).toEqual({ message: EMERGENCY_CONTACT_MESSAGES.saved });
    const me = (await app.inject({ method: "GET", url: "/api/me", headers: owner.headers })).json();
    expect(me.profile).toMatchObject({
      emergencyContactName: "Maria Lopez",
      emergencyContactPhone: "+13525550143",
      emergencyContactEmail: "maria@example.com",
    });
    const other = await app.inject({
      method: "GET",
      url: `/api/profiles/${owner.user.id}`,
      headers: viewer.headers,
    });
    expect(other.statusCode).toBe(200);
    for (const secret of ["Maria", "5550143", "maria@example.com", "emergency"])
      expect(other.body).not.toContain(secret);

    const badEmail = await putContact(owner, { email: "not-an-email" });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields).toEqual({ email: EMERGENCY_CONTACT_MESSAGES.emailInvalid });
    // a parent abroad: any country's number, with its country code; without one it is a US number
    const badPhone = await putContact(owner, { phone: "020 7946 0958" });
    expect(badPhone.statusCode).toBe(400);
    expect(Object.keys(badPhone.json().error.fields)).toEqual(["phone"]);
    // nothing half-written
    const [row] = await app.db.select().from(profiles).where(eq(profiles.id, owner.user.id));
    expect(row?.emergencyContactEmail).toBe("maria@example.com");
    expect((await putContact(owner, { phone: "+44 20 7946 0958" })).statusCode).toBe(200);
    const [abroad] = await app.db.select().from(profiles).where(eq(profiles.id, owner.user.id));
    expect(abroad?.emergencyContactPhone).toBe("+442079460958");

    expect((await putContact(owner, { name: "", phone: "", email: "" })).statusCode).toBe(200);
    const cleared = (await app.inject({ method: "GET", url: "/api/me", headers: owner.headers })).json();
    expect(cleared.profile).toMatchObject({
      emergencyContactName: null,
      emergencyContactPhone: null,
      emergencyContactEmail: null,
    });
    expect(
      (await app.inject({ method: "PUT", url: "/api/me/emergency-contact", payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe("Share my trip", () => {
  it("mails an approved rider's contact a link that shows the trip read-only, and keeps only the token's hash", async () => {
    const trip = await approvedTrip();
    await approve(trip);
    const email = await setContact(trip.rider);
    const response = await share(trip.rider, trip.ride.id);
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    expect(result.status).toBe("sent");
    expect(result.sentTo).toBe("Maria Lopez");
    expect(result.url).toMatch(/^http:\/\/localhost:3000\/shared-trip\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(result.url);

    const [mail] = await inbox.waitFor(email);
    // the students' own names stay out of the subject
    expect(mail?.subject).toBe("A CampusRide trip was shared with you");
    expect(mail?.text).toContain(result.url);
    expect(mail?.text).toContain(
      "A CampusRide student who named you as their emergency contact shared a trip with you. It leaves on",
    );
    // a fixed text: no name the students typed, no city the driver wrote
    for (const typed of ["Maria", "Lopez", "Sam", "Dana", "Gainesville", "Orlando"]) {
      expect(mail?.text).not.toContain(typed);
      expect(mail?.html).not.toContain(typed);
    }

    const [stored] = await app.db.select().from(tripShares).where(eq(tripShares.rideId, trip.ride.id));
    expect(stored?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored?.expiresAt.toISOString()).toBe(result.expiresAt);

    const shown = await readShared(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers["cache-control"]).toBe("no-store");
    expect(shown.headers["referrer-policy"]).toBe("no-referrer");
    expect(shown.headers["x-robots-tag"]).toBe("noindex");
    const body = shown.json();
    expect(body).toMatchObject({
      departureCity: "Gainesville, FL",
      destinationCity: "Orlando, FL",
      originAddress: "Reitz Union, Gainesville, FL",
      destinationAddress: "UCF, Orlando, FL",
      departureTime: "09:30",
      status: "active",
      driver: {
        firstName: "Dana",
        carMake: "Toyota",
        carModel: "Camry",
        carColor: "Silver",
        carYear: 2020,
        licensePlate: "CRD 4821",
      },
      sharedBy: { firstName: "Sam" },
    });
    // 1 hour 55 mins after departure
    expect(Date.parse(body.estimatedArrivalAt) - Date.parse(body.departureAt)).toBe(115 * 60 * 1000);
    // nothing else: no last names, emails, phones or other riders
    for (const secret of [
      "Driver",
      "Rider",
      "Penny",
      trip.driver.user.email,
      trip.rider.user.email,
      email,
      "4075550111",
      trip.booking.id,
    ]) {
      expect(shown.body).not.toContain(secret);
    }
  });

  it("lets the driver share once a rider is approved, and nobody else", async () => {
    const trip = await approvedTrip();
    await setContact(trip.driver, null);
    await setContact(trip.pendingRider);
    await setContact(trip.outsider);
    // no approved rider yet
    expect((await share(trip.driver, trip.ride.id)).statusCode).toBe(404);
    await approve(trip);
    const driverShare = await share(trip.driver, trip.ride.id);
    expect(driverShare.statusCode, driverShare.body).toBe(201);
    // no name given: the contact is named by email
    expect(driverShare.json().sentTo).toMatch(/@example\.com$/);
    expect((await readShared(tokenOf(driverShare.json().url))).json().sharedBy).toEqual({
      firstName: "Dana",
    });

    for (const other of [trip.pendingRider, trip.outsider]) {
      const refused = await share(other, trip.ride.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toBe(TRIP_SHARING_MESSAGES.notFound);
    }
    expect((await share(undefined, trip.ride.id)).statusCode).toBe(401);
    expect((await share(trip.rider, "not-a-ride")).statusCode).toBe(404);
  });

  it("asks for an emergency contact email first (409), and limits links to 5 per trip a day", async () => {
    const trip = await approvedTrip();
    await approve(trip);
    const missing = await share(trip.rider, trip.ride.id);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error.message).toBe(TRIP_SHARING_MESSAGES.noContactEmail);
    expect(await app.db.select().from(tripShares).where(eq(tripShares.rideId, trip.ride.id))).toEqual([]);

    await setContact(trip.rider);
    for (let index = 0; index < 5; index += 1)
      expect((await share(trip.rider, trip.ride.id)).statusCode).toBe(201);
    const limited = await share(trip.rider, trip.ride.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(TRIP_SHARING_MESSAGES.rateLimited);
    // each user counts on their own
    await setContact(trip.driver);
    expect((await share(trip.driver, trip.ride.id)).statusCode).toBe(201);
  });

  it("limits a user to 10 links a day across all their trips", async () => {
    const driver = await createDriverSession(app);
    const rider = await createSession(app);
    await setContact(rider);
    const rideIds: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const ride = await createRide(app, driver);
      const booking = await requestSeats(app, rider, ride.id, 1);
      expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
      rideIds.push(ride.id);
    }
    const codes: number[] = [];
    for (const rideId of rideIds)
      for (let index = 0; index < 4; index += 1) codes.push((await share(rider, rideId)).statusCode);
    expect(codes).toEqual([...Array(10).fill(201), 429, 429]);
    const limited = await share(rider, rideIds[0]!);
    expect(limited.json().error.message).toBe(TRIP_SHARING_MESSAGES.rateLimited);
    expect(await app.db.select().from(tripShares).where(eq(tripShares.userId, rider.user.id))).toHaveLength(
      10,
    );
  });

  it("refuses a rider blocked either way by the driver (404) and stops their links; the driver's stay", async () => {
    const trip = await approvedTrip();
    await approve(trip);
    await setContact(trip.rider);
    await setContact(trip.driver);
    const riderToken = tokenOf((await share(trip.rider, trip.ride.id)).json().url);
    const driverToken = tokenOf((await share(trip.driver, trip.ride.id)).json().url);
    const blocked = await app.inject({
      method: "PUT",
      url: `/api/blocks/${trip.rider.user.id}`,
      headers: trip.driver.headers,
    });
    expect(blocked.statusCode, blocked.body).toBeLessThan(300);
    const refused = await share(trip.rider, trip.ride.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(TRIP_SHARING_MESSAGES.notFound);
    expect((await readShared(riderToken)).statusCode).toBe(404);
    expect((await readShared(driverToken)).statusCode).toBe(200);
  });

  it("keeps a link no longer than a day and an hour after departure, whatever the trip's duration says", async () => {
    const trip = await approvedTrip();
    await approve(trip);
    await setContact(trip.rider);
    const tokens: string[] = [];
    for (const timeLength of ["100000 days", `${"9".repeat(45)} days`]) {
      await app.db.update(rides).set({ timeLength }).where(eq(rides.id, trip.ride.id));
      const response = await share(trip.rider, trip.ride.id);
      expect(response.statusCode, response.body).toBe(201);
      const { expiresAt, url } = response.json();
      const shown = (await readShared(tokenOf(url))).json();
      expect(Date.parse(expiresAt) - Date.parse(shown.departureAt)).toBe(25 * 3600 * 1000);
      expect(shown.expiresAt).toBe(expiresAt);
      tokens.push(tokenOf(url));
    }
    // left 26 hours ago: the links are over, centuries of "duration" notwithstanding
    await app.db.execute(
      sql`update rides set departure_at = now() - interval '26 hours' where id = ${trip.ride.id}::uuid`,
    );
    for (const token of tokens) expect((await readShared(token)).statusCode).toBe(404);
  });

  it("answers 404 for the links of a sharer whose account was deactivated", async () => {
    const trip = await approvedTrip();
    await approve(trip);
    await setContact(trip.rider);
    const token = tokenOf((await share(trip.rider, trip.ride.id)).json().url);
    expect((await readShared(token)).statusCode).toBe(200);
    await app.db
      .update(profiles)
      .set({ isActive: false, deactivatedAt: new Date() })
      .where(eq(profiles.id, trip.rider.user.id));
    const gone = await readShared(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(TRIP_SHARING_MESSAGES.linkNotFound);
  });

  it("shows a cancelled trip as cancelled, and answers 404 once the trip has arrived or for an unknown token", async () => {
    const trip = await approvedTrip();
    await approve(trip);
    await setContact(trip.rider);
    const token = tokenOf((await share(trip.rider, trip.ride.id)).json().url);
    await cancelTrip(app, trip.driver, trip.ride.id);
    expect((await readShared(token)).json().status).toBe("cancelled");
    expect((await share(trip.rider, trip.ride.id)).statusCode).toBe(409);

    // left 3 hours ago: 1 h 55 min on the road and the hour's grace are over
    await app.db.execute(
      sql`update rides set departure_at = now() - interval '3 hours' where id = ${trip.ride.id}::uuid`,
    );
    const expired = await readShared(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe(TRIP_SHARING_MESSAGES.linkNotFound);
    expect(expired.headers["cache-control"]).toBe("no-store");

    expect((await readShared("A".repeat(43))).statusCode).toBe(404);
    expect((await readShared("short")).statusCode).toBe(404);
  });

  it("shows 'no plate' once the driver clears it, and refuses a plate that is not one", async () => {
    const trip = await approvedTrip();
    await approve(trip);
    await setContact(trip.rider);
    const token = tokenOf((await share(trip.rider, trip.ride.id)).json().url);
    const car = { carMake: "Toyota", carModel: "Camry", carYear: 2020, carColor: "Silver" };
    const put = (licensePlate: unknown) =>
      app.inject({
        method: "PUT",
        url: "/api/me/vehicle",
        headers: trip.driver.headers,
        payload: { ...car, licensePlate },
      });
    expect((await put("<script>")).statusCode).toBe(400);
    expect((await readShared(token)).json().driver.licensePlate).toBe("CRD 4821");
    expect((await put("")).statusCode).toBe(200);
    expect((await readShared(token)).json().driver.licensePlate).toBeNull();
  });

  it("works out the arrival from the distance when the trip's duration is not known", async () => {
    const trip = await approvedTrip();
    await approve(trip);
    await setContact(trip.rider);
    await app.db
      .update(rides)
      .set({ timeLength: null, distanceMiles: 120 })
      .where(eq(rides.id, trip.ride.id));
    const byDistance = (await readShared(tokenOf((await share(trip.rider, trip.ride.id)).json().url))).json();
    expect(Date.parse(byDistance.estimatedArrivalAt) - Date.parse(byDistance.departureAt)).toBe(
      2 * 3600 * 1000,
    );
  });

  it("measures and keeps the route of a trip stored without one, never guessing its arrival", async () => {
    const trip = await approvedTrip();
    await approve(trip);
    await setContact(trip.rider);
    await app.db
      .update(rides)
      .set({ timeLength: null, distanceMiles: null })
      .where(eq(rides.id, trip.ride.id));
    const token = tokenOf((await share(trip.rider, trip.ride.id)).json().url);
    const measured = (await readShared(token)).json();
    // Gainesville to Orlando: the fixed 115 miles, 1 hour 55 mins at 60 mph
    expect(Date.parse(measured.estimatedArrivalAt) - Date.parse(measured.departureAt)).toBe(115 * 60 * 1000);
    const [kept] = await app.db.select().from(rides).where(eq(rides.id, trip.ride.id));
    expect(kept).toMatchObject({ distanceMiles: 115, timeLength: "1 hour 55 mins" });

    // places no maps service knows: the arrival is unknown, and the page still answers
    await app.db
      .update(rides)
      .set({
        timeLength: null,
        distanceMiles: null,
        originAddress: "Nowhere Zzyzx Qqq",
        destinationAddress: "Elsewhere Xxqv Wwq",
        departureCity: "Nowhere Zzyzx Qqq",
        destinationCity: "Elsewhere Xxqv Wwq",
      })
      .where(eq(rides.id, trip.ride.id));
    const unknown = await readShared(token);
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(unknown.json().estimatedArrivalAt).toBeNull();
  });

  it("lists the user's shares in their data export without the link, and the purge deletes them", async () => {
    const trip = await approvedTrip();
    await approve(trip);
    const email = await setContact(trip.rider);
    const token = tokenOf((await share(trip.rider, trip.ride.id)).json().url);
    const exported = await app.inject({ method: "GET", url: "/api/me/export", headers: trip.rider.headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().sharedTrips).toEqual([
      expect.objectContaining({ from: "Gainesville, FL", to: "Orlando, FL", sentTo: email }),
    ]);
    expect(exported.body).not.toContain(token);

    // deleted: the link stops at once; purged after the grace period: the shares are gone
    await app.db
      .update(profiles)
      .set({ deletedAt: new Date(Date.now() - (PURGE_AFTER_DAYS + 1) * 24 * 3600 * 1000) })
      .where(eq(profiles.id, trip.rider.user.id));
    expect((await readShared(token)).statusCode).toBe(404);
    expect(await purgeDeletedAccounts(app.db, app.storage)).toContain(trip.rider.user.id);
    expect(await app.db.select().from(tripShares).where(eq(tripShares.userId, trip.rider.user.id))).toEqual(
      [],
    );
  });
});

describe("the emergency contact confirms first", () => {
  // a name meant to make CampusRide's own sender carry someone's message
  const PHISHING_NAME = "Your bank account is locked call 555 0100";

  it("gets only a fixed confirmation mail; after confirming, the trip's link arrives, and later shares go straight out", async () => {
    const trip = await approvedTrip();
    await approve(trip);
    const email = await setContact(trip.rider, PHISHING_NAME, false);
    expect((await confirmationOf(trip.rider)).json()).toEqual({ status: "notAsked" });

    const asked = await share(trip.rider, trip.ride.id);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ status: "awaitingConfirmation", url: null, sentTo: PHISHING_NAME });
    const [confirmation] = await inbox.waitFor(email);
    expect(confirmation?.subject).toBe("Confirm trip updates from CampusRide");
    for (const typed of ["bank", "555 0100", "Sam", "Rider", "Dana", "Gainesville", "Orlando"]) {
      expect(confirmation?.text).not.toContain(typed);
      expect(confirmation?.html).not.toContain(typed);
    }
    // no link to the trip before the contact has said yes
    expect(confirmation?.text).not.toContain("/shared-trip/");
    expect((await confirmationOf(trip.rider)).json()).toEqual({ status: "pending" });

    // sharing again the same day waits for the same answer: no second mail
    expect((await share(trip.rider, trip.ride.id)).json().status).toBe("awaitingConfirmation");

    const confirmed = await answerTripUpdates(app, "confirm", contactTokenIn(confirmation!.text));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: TRIP_SHARING_MESSAGES.contactConfirmed });
    // both waiting shares are mailed now, each with its own link to the trip
    const [, ...tripMails] = await inbox.waitFor(email, 3);
    expect(tripMails.map((mail) => mail.subject)).toEqual([
      "A CampusRide trip was shared with you",
      "A CampusRide trip was shared with you",
    ]);
    for (const mail of tripMails) {
      const link = /\/shared-trip\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
      expect((await readShared(link!)).statusCode).toBe(200);
      expect(mail.text).not.toContain("bank");
    }
    expect((await confirmationOf(trip.rider)).json()).toEqual({ status: "confirmed" });

    const later = await share(trip.rider, trip.ride.id);
    expect(later.json()).toMatchObject({ status: "sent", sentTo: PHISHING_NAME });
    expect(later.json().url).toMatch(/\/shared-trip\/[A-Za-z0-9_-]{43}$/);
    expect(await inbox.waitFor(email, 4)).toHaveLength(4);
  });

  it("stops every trip mail to an address that says never, whoever shares", async () => {
    const trip = await approvedTrip();
    await approve(trip);
    const email = await setContact(trip.rider, "Maria Lopez", false);
    expect((await share(trip.rider, trip.ride.id)).statusCode).toBe(201);
    const [confirmation] = await inbox.waitFor(email);
    const stopped = await answerTripUpdates(app, "stop", contactTokenIn(confirmation!.text));
    expect(stopped.json()).toEqual({ message: TRIP_SHARING_MESSAGES.contactStoppedDone });

    expect((await confirmationOf(trip.rider)).json()).toEqual({ status: "stopped" });
    const refused = await share(trip.rider, trip.ride.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(TRIP_SHARING_MESSAGES.contactStopped);
    // the driver naming the same address is refused too
    expect((await putContact(trip.driver, { email })).statusCode).toBe(200);
    expect((await share(trip.driver, trip.ride.id)).statusCode).toBe(409);
    expect(inbox.to(email)).toHaveLength(1);

    for (const answer of ["confirm", "stop"] as const) {
      const unknown = await answerTripUpdates(app, answer, "A".repeat(43));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe(TRIP_SHARING_MESSAGES.linkNotFound);
    }
  });

  it(`asks at most ${CONFIRMATIONS_PER_USER_PER_DAY} new addresses a day per user (429)`, async () => {
    const trip = await approvedTrip();
    await approve(trip);
    for (let index = 0; index < CONFIRMATIONS_PER_USER_PER_DAY; index += 1) {
      await setContact(trip.rider, null, false);
      expect((await share(trip.rider, trip.ride.id)).json().status).toBe("awaitingConfirmation");
    }
    const email = await setContact(trip.rider, null, false);
    const limited = await share(trip.rider, trip.ride.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(TRIP_SHARING_MESSAGES.confirmationsRateLimited);
    expect(inbox.to(email)).toEqual([]);
  });

  it(`sends one address at most ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} confirmation mails a day, whoever asks (429)`, async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { availableSeats: 4 });
    const email = contactEmail();
    const codes: number[] = [];
    let lastAnswer = "";
    for (let index = 0; index <= CONFIRMATIONS_PER_ADDRESS_PER_DAY; index += 1) {
      const rider = await createSession(app);
      const booking = await requestSeats(app, rider, ride.id, 1);
      expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
      expect((await putContact(rider, { email })).statusCode).toBe(200);
      const response = await share(rider, ride.id);
      codes.push(response.statusCode);
      lastAnswer = response.body;
    }
    expect(codes).toEqual([...Array(CONFIRMATIONS_PER_ADDRESS_PER_DAY).fill(201), 429]);
    expect(JSON.parse(lastAnswer).error.message).toBe(TRIP_SHARING_MESSAGES.recipientRateLimited);
    expect(await inbox.waitFor(email, CONFIRMATIONS_PER_ADDRESS_PER_DAY)).toHaveLength(
      CONFIRMATIONS_PER_ADDRESS_PER_DAY,
    );
  });
});
