import fc from "fast-check";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN_EMAIL } from "../../src/config.ts";
import { bookings, profiles, rides, user } from "../../src/db/schema/index.ts";
import { createTestApp } from "../support/app.ts";
import { UNLIMITED_CALLERS } from "../support/unlimited-callers.ts";
import { MASS_ASSIGNMENT_NUMBER } from "../support/fuzz-bodies.ts";
import { answerProblem, describeRequest, sendFuzzed } from "../support/fuzz-answers.ts";
import { fuzzRequests, fuzzTargets, type FuzzTarget } from "../support/fuzz-targets.ts";
import { cellsHolding, ridesWithWrongSeats } from "../support/mass-assignment.ts";
import { createSession, signInAgain, type TestSession } from "../support/session.ts";
import { createDriverSession, createRide, requestSeats } from "../support/trips.ts";

/*
 * Every route, fed bodies, queries, path parameters and headers generated from its own
 * schema and then broken (wrong types, -1, 1e309, '3', past dates, __proto__, 1 MB
 * strings, bytes that are not UTF-8, NUL, deep nesting, protected fields): each answer
 * is below 500, and an error answer is the API's JSON error shape with nothing of the
 * internals; afterwards no protected column has taken a value from a body.
 * FUZZ_RUNS requests per route (the faults run sends 1,000), FUZZ_SEED to replay.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
/** Requests of one route in flight together. */
const BATCH = 8;
/** A route's time limit: sign-in hashes a password per request, a trip's route is looked up. */
const ROUTE_TIMEOUT_MS = 30_000 + RUNS * 400;

// thousands of requests from a few accounts and one address: past their shares a minute
const app = await createTestApp(UNLIMITED_CALLERS);
const targets = await fuzzTargets(app);

// A driver who also rides (past every role guard) with a trip and a request of their own,
// a rider asking for a seat on that trip, another driver's trip, an admin, and a
// bystander who takes part in nothing: protected fields carry the bystander's id.
const driver = await createDriverSession(app, { userType: "both" });
const otherDriver = await createDriverSession(app);
const rider = await createSession(app);
const bystander = await createSession(app);
const admin = await createSession(app, { email: DEMO_ADMIN_EMAIL });
const reviewedDriver = await createDriverSession(app);
const ownTrip = await createRide(app, driver);
const otherTrip = await createRide(app, otherDriver);
const riderBooking = await requestSeats(app, rider, ownTrip.id);
const ownBooking = await requestSeats(app, driver, otherTrip.id);
const conversation = await app.inject({
  method: "POST",
  url: `/api/rides/${otherTrip.id}/conversation`,
  headers: driver.headers,
});
const share = await app.inject({
  method: "POST",
  url: `/api/rides/${ownTrip.id}/share`,
  headers: driver.headers,
});

/** Ids found in an answer (`id`, `token`, nested one level). */
function idsIn(body: string): string[] {
  const found: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (value === null || typeof value !== "object" || depth > 1) return;
    for (const [key, item] of Object.entries(value)) {
      if ((key === "id" || key === "token") && typeof item === "string") found.push(item);
      else visit(item, depth + 1);
    }
  };
  visit(JSON.parse(body), 0);
  return found;
}

const ownIds = [
  driver.user.id,
  rider.user.id,
  otherDriver.user.id,
  ownTrip.id,
  otherTrip.id,
  riderBooking.id,
  ownBooking.id,
  ...idsIn(conversation.body),
  ...idsIn(share.body),
];
const seededUsers = [driver, otherDriver, rider, bystander, admin].map((session) => session.user.id);

/** Who an account is and what it may do: no body may change these. */
const ACCOUNT_COLUMNS = {
  id: user.id,
  email: user.email,
  emailVerified: user.emailVerified,
  twoFactor: user.twoFactorEnabled,
  profileEmail: profiles.email,
  userType: profiles.userType,
  licenseVerified: profiles.driverLicenseVerified,
  isActive: profiles.isActive,
  deactivatedAt: profiles.deactivatedAt,
  deletedAt: profiles.deletedAt,
};

/** The protected columns of the seeded rows, which no request of this run may change. */
async function protectedState() {
  return {
    accounts: await app.db
      .select(ACCOUNT_COLUMNS)
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id))
      .where(inArray(user.id, seededUsers))
      .orderBy(user.id),
    bookings: await app.db
      .select({
        id: bookings.id,
        riderId: bookings.riderId,
        rideId: bookings.rideId,
        seats: bookings.seatsRequested,
        total: bookings.totalPriceCents,
        price: bookings.priceCents,
      })
      .from(bookings)
      .where(inArray(bookings.id, [riderBooking.id, ownBooking.id]))
      .orderBy(bookings.id),
    ownTripDriver: (
      await app.db.select({ driverId: rides.driverId }).from(rides).where(eq(rides.id, ownTrip.id))
    )[0],
    // the other driver's trip: only its driver could change it, and they send nothing
    otherTrip: (
      await app.db
        .select({
          driverId: rides.driverId,
          status: rides.status,
          availableSeats: rides.availableSeats,
          seatsTaken: rides.seatsTaken,
          pricePerSeatCents: rides.pricePerSeatCents,
          priceCents: rides.priceCents,
          departureAt: rides.departureAt,
        })
        .from(rides)
        .where(eq(rides.id, otherTrip.id))
    )[0],
  };
}

const before = await protectedState();
const bystanderCells = await cellsHolding(app, bystander.user.id);
const sentinelCells = await cellsHolding(app, MASS_ASSIGNMENT_NUMBER);
let sent = 0;
/** Answers by route and status class, printed with FUZZ_REPORT=1 (how deep the requests got). */
const tally = new Map<string, Record<string, number>>();
/** Accounts this file made verified itself; any other verified account was verified by a body. */
const verifiedHere = new Set([...seededUsers, reviewedDriver.user.id]);

/** Who sends a route's requests: a fresh session each route (a sign-out or role switch stays there). */
async function actorFor(target: FuzzTarget): Promise<{ session: TestSession; ownIds: string[] }> {
  if (target.path.startsWith("/api/admin/")) {
    return { session: await signInAgain(app, admin.user), ownIds: [reviewedDriver.user.id] };
  }
  // deleting the account succeeds for a valid body; trips created by the hundred would make
  // every later "Update Route Info" measure a hundred routes: each a driver of its own
  if (target.path === "/api/me/delete" || `${target.method} ${target.path}` === "POST /api/rides") {
    const disposable = await createDriverSession(app, { userType: "both" });
    verifiedHere.add(disposable.user.id);
    return { session: disposable, ownIds: [disposable.user.id] };
  }
  return { session: await signInAgain(app, driver.user), ownIds };
}

describe(`every route answers fuzzed input with a 4xx JSON error, never a 5xx (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED})`, () => {
  it("finds the documented routes, better-auth's included", () => {
    const paths = targets.map((target) => `${target.method} ${target.path}`);
    expect(paths).toEqual(
      expect.arrayContaining(["POST /api/bookings", "PATCH /api/rides/:id", "POST /api/auth/sign-up/email"]),
    );
    expect(
      targets.find((target) => target.path === "/api/bookings" && target.method === "POST")?.operation,
    ).toBeDefined();
  });

  for (const target of targets) {
    it(
      `${target.method} ${target.path}`,
      async () => {
        const actor = await actorFor(target);
        const requests = fuzzRequests(target, { ownIds: actor.ownIds, bystanderId: bystander.user.id });
        const details = await fc.check(
          fc.asyncProperty(fc.array(requests, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
            const answers = await Promise.all(
              batch.map((request) => sendFuzzed(app, request, actor.session.cookie)),
            );
            sent += batch.length;
            const counts = tally.get(`${target.method} ${target.path}`) ?? {};
            for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
            tally.set(`${target.method} ${target.path}`, counts);
            if (process.env.FUZZ_REPORT === "2")
              batch.forEach((request, index) => {
                const answer = answers[index]!;
                if (answer.status === 400 && Math.random() < 0.1)
                  console.info(describeRequest(request).slice(0, 300), "=>", answer.body.slice(0, 200));
              });
            batch.forEach((request, index) => {
              const problem = answerProblem(request.url, answers[index]!);
              if (problem) throw new Error(`${problem}\n  request: ${describeRequest(request)}`);
            });
          }),
          { seed: SEED, numRuns: Math.ceil(RUNS / BATCH), endOnFailure: true },
        );
        const error =
          details.errorInstance instanceof Error
            ? details.errorInstance.message
            : String(details.errorInstance);
        expect(
          details.failed,
          `FUZZ_SEED=${details.seed} (path ${details.counterexamplePath}): ${error}`,
        ).toBe(false);
      },
      ROUTE_TIMEOUT_MS,
    );
  }

  it(`sent ${RUNS}+ requests to each route`, () => {
    expect(sent).toBeGreaterThanOrEqual(targets.length * RUNS);
    if (process.env.FUZZ_REPORT) {
      for (const [route, counts] of tally) console.info(route, JSON.stringify(counts));
      console.info(`${sent} requests over ${targets.length} routes`);
    }
  });
});

describe("no protected field is written from a body (mass assignment)", () => {
  it("left the seeded rows' owners, verification, roles, prices and the other trip unchanged", async () => {
    expect(await protectedState()).toEqual(before);
  });

  it("wrote the bystander's id and the sentinel amount nowhere", async () => {
    expect(await cellsHolding(app, bystander.user.id)).toEqual(bystanderCells);
    expect(await cellsHolding(app, MASS_ASSIGNMENT_NUMBER)).toEqual(sentinelCells);
  });

  it("kept seats taken equal to the approved seats, none approved on the other driver's trip", async () => {
    expect(await ridesWithWrongSeats(app)).toEqual([]);
    const onOtherTrip = await app.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.rideId, otherTrip.id));
    expect(onOtherTrip.filter(({ status }) => status === "approved")).toEqual([]);
    const [own] = await app.db.select({ status: rides.status }).from(rides).where(eq(rides.id, ownTrip.id));
    expect(own?.status).not.toBe("completed");
  });

  it("verified no account signed up during the run and turned on no two-factor", async () => {
    const accounts = await app.db
      .select({ id: user.id, emailVerified: user.emailVerified, twoFactor: user.twoFactorEnabled })
      .from(user);
    expect(accounts.filter((row) => row.twoFactor)).toEqual([]);
    expect(accounts.filter((row) => row.emailVerified && !verifiedHere.has(row.id))).toEqual([]);
  });
});
