import { randomUUID } from "node:crypto";
import { seededRandom } from "@campusride/shared/seeded-random";
import { createProcessDatabase, type DatabaseKind, type ProcessDatabase } from "./process-database.ts";
import { postTrip, processClient, signInDemo, signUpVerified, type ProcessAnswer } from "./process-client.ts";
import { freePort, spawnServer, waitUntilReady, type ServerProcess } from "./server-process.ts";
import { dayFromToday } from "./trips.ts";

/**
 * Riders request seats on a real server process, several requests in flight at once, each
 * with its own Idempotency-Key, while the process is killed (SIGKILL) at random moments
 * and started again on the same data. A request whose answer was lost is sent again with
 * the same key until it gets one.
 */
export interface CrashRunOptions {
  database: DatabaseKind;
  crashes: number;
  bookings: number;
  /** Requests in flight at once. */
  concurrency?: number;
  seed?: number;
}

interface SeatRequest {
  key: string;
  riderEmail: string;
  cookie: string;
  rideId: string;
  instant: boolean;
  seatsRequested: number;
  attempts: number;
  answer?: ProcessAnswer;
}

export interface CrashRunResult {
  seed: number;
  crashes: number;
  /** Milliseconds from each restart's spawn to its first 200 from /api/ready. */
  restartMs: number[];
  /** Requests in flight when each kill landed. */
  inFlightAtKill: number[];
  /** Requests sent again after their answer was lost. */
  resent: number;
  requests: SeatRequest[];
  /** Each key sent once more after the run: its answer, to compare with the first. */
  repeats: Map<string, ProcessAnswer>;
  /** What the database holds that breaks an invariant (empty when none). */
  violations: string[];
  exitCode: number | null;
  output: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runBookingCrashes(options: CrashRunOptions): Promise<CrashRunResult> {
  const { crashes, bookings, concurrency = 6 } = options;
  const seed = options.seed ?? Date.now() % 1_000_000;
  const random = seededRandom(seed);
  const database = await createProcessDatabase(options.database, "crash");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...database.env,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DEMO_DATA: "1",
    TRUST_PROXY: "true",
  };
  const call = processClient(baseUrl);
  let server: ServerProcess = spawnServer(env);
  const outputs: string[] = [];
  try {
    await waitUntilReady(server, 90_000);
    const requests = await prepareRequests(call, baseUrl, bookings, random);

    const queue = [...requests];
    const restartMs: number[] = [];
    const inFlightAtKill: number[] = [];
    let resent = 0;
    const perRound = Math.max(1, Math.floor(bookings / (crashes + 1)));

    for (let round = 0; round <= crashes && queue.length > 0; round += 1) {
      const crashesLeft = crashes - round;
      const killAfter =
        round < crashes
          ? // three quarters of a round on average: requests are left for the last kills to land among
            Math.max(1, Math.min(1 + Math.floor(random() * 1.5 * perRound), queue.length - crashesLeft))
          : Infinity;
      let answered = 0;
      let inFlight = 0;
      let killed = false;
      let kill: Promise<void> | undefined;
      const victim = server;

      const worker = async () => {
        while (!killed) {
          const request = queue.shift();
          if (!request) return;
          if (request.attempts > 0) resent += 1;
          request.attempts += 1;
          inFlight += 1;
          try {
            request.answer = await sendRequest(call, request);
            answered += 1;
          } catch {
            queue.unshift(request); // the answer was lost: sent again with the same key
          } finally {
            inFlight -= 1;
          }
          if (answered >= killAfter && !kill) {
            kill = (async () => {
              await sleep(Math.floor(random() * 40)); // somewhere inside the requests in flight
              inFlightAtKill.push(inFlight);
              victim.child.kill("SIGKILL");
              killed = true;
              await victim.exited;
            })();
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      await kill;
      if (!kill) break; // the last round, run to its end
      outputs.push(victim.output());
      const startedAt = Date.now();
      server = spawnServer(env);
      await waitUntilReady(server, 90_000);
      restartMs.push(Date.now() - startedAt);
    }
    if (queue.length > 0) throw new Error(`${queue.length} requests never answered`);

    const repeats = new Map<string, ProcessAnswer>();
    const again = [...requests];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let request = again.shift(); request; request = again.shift()) {
          repeats.set(request.key, await sendRequest(call, request));
        }
      }),
    );

    server.child.kill("SIGTERM");
    const exitCode = await server.exited;
    outputs.push(server.output());
    const violations = await findViolations(database, requests);
    return {
      seed,
      crashes: inFlightAtKill.length,
      restartMs,
      inFlightAtKill,
      resent,
      requests,
      repeats,
      violations,
      exitCode,
      output: outputs.join("\n--- restart ---\n"),
    };
  } finally {
    if (server.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    await database.dispose();
  }
}

/**
 * Sends a seat request. A 503 (a server too busy, or just restarted and still finding its
 * feet, turned it away with nothing written) is sent again with its key after the
 * Retry-After it gave, as the app does.
 */
async function sendRequest(call: ReturnType<typeof processClient>, request: SeatRequest) {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await call("/api/bookings", {
      method: "POST",
      cookie: request.cookie,
      headers: { "idempotency-key": request.key },
      body: { rideId: request.rideId, seatsRequested: request.seatsRequested, bagsCount: 0 },
    });
    if (answer.status !== 503 || attempt === 5) return answer;
    await sleep(Math.min(Number(answer.headers.get("retry-after") ?? 1), 5) * 1000);
  }
}

/**
 * A demo driver's trips (half of them instant booking, whose seats run out) and verified
 * riders; one seat request per rider and trip, `bookings` in all, in a shuffled order.
 */
async function prepareRequests(
  call: ReturnType<typeof processClient>,
  baseUrl: string,
  bookings: number,
  random: () => number,
): Promise<SeatRequest[]> {
  const riderCount = bookings >= 100 ? 10 : 5;
  const riders = [];
  for (let index = 0; index < riderCount; index += 1) riders.push(await signUpVerified(call, baseUrl));
  const driver = await signInDemo(call, "driver@demo.campusride.edu");
  const rides: Array<{ id: string; instant: boolean }> = [];
  for (let index = 0; index < Math.ceil(bookings / riderCount); index += 1) {
    const instant = index % 2 === 0;
    const id = await postTrip(call, driver, {
      departureDate: dayFromToday(3 + index),
      availableSeats: 4,
      instantBooking: instant,
    });
    rides.push({ id, instant });
  }
  const requests: SeatRequest[] = [];
  for (const ride of rides) {
    for (const rider of riders) {
      if (requests.length === bookings) break;
      requests.push({
        key: `crash-${randomUUID()}`,
        riderEmail: rider.email,
        cookie: rider.cookie,
        rideId: ride.id,
        instant: ride.instant,
        seatsRequested: 1 + Math.floor(random() * 2),
        attempts: 0,
      });
    }
  }
  for (let index = requests.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [requests[index], requests[other]] = [requests[other]!, requests[index]!];
  }
  return requests;
}

interface BookingFact {
  id: string;
  ride_id: string;
  idempotency_key: string | null;
  status: string;
  seats_requested: number;
  rider_email: string;
  requested_notices: number;
  approved_notices: number;
  payments: number;
  owed_entries: number;
  receipt_sent: boolean;
}

/**
 * What a booking's transaction writes, all or nothing: the booking; its payment row; the
 * driver's notice of the request; on an instant-booking trip the approval, its seats, the
 * rider's notice and what is owed at pickup; after it, the rider's receipt.
 */
async function findViolations(database: ProcessDatabase, requests: SeatRequest[]): Promise<string[]> {
  const rideIds = [...new Set(requests.map((request) => request.rideId))];
  const facts = await database.query<BookingFact>(
    `select b.id, b.ride_id, b.idempotency_key, b.status::text as status, b.seats_requested,
       u.email as rider_email,
       (select count(*)::int from notifications n where n.booking_id = b.id and n.type = 'booking_requested') as requested_notices,
       (select count(*)::int from notifications n where n.booking_id = b.id and n.type = 'booking_approved') as approved_notices,
       (select count(*)::int from payments p where p.booking_id = b.id) as payments,
       (select count(*)::int from ledger_entries l where l.booking_id = b.id and l.step = 'owe') as owed_entries,
       exists (select 1 from payments p where p.booking_id = b.id and p.receipt_sent_at is not null) as receipt_sent
     from bookings b join "user" u on u.id = b.rider_id
     where b.ride_id = any($1::uuid[])`,
    [rideIds],
  );
  const rides = await database.query<{ id: string; available_seats: number; seats_taken: number }>(
    `select id, available_seats, seats_taken from rides where id = any($1::uuid[])`,
    [rideIds],
  );
  const receipts = await database.query<{ to: string; count: number }>(
    `select "to", count(*)::int as count from outbox where subject = 'Your CampusRide receipt' group by "to"`,
  );
  const violations: string[] = [];
  const byKey = new Map(requests.map((request) => [request.key, request]));
  const rowsByKey = new Map<string, BookingFact[]>();
  for (const fact of facts) {
    const request = fact.idempotency_key ? byKey.get(fact.idempotency_key) : undefined;
    if (!request) {
      violations.push(`booking ${fact.id} has no key that was sent (${fact.idempotency_key})`);
      continue;
    }
    rowsByKey.set(request.key, [...(rowsByKey.get(request.key) ?? []), fact]);
    const expected = request.instant ? "approved" : "pending";
    if (fact.status !== expected) violations.push(`booking ${fact.id} is ${fact.status}, not ${expected}`);
    const approved = fact.status === "approved";
    if (fact.requested_notices !== 1)
      violations.push(`booking ${fact.id}: ${fact.requested_notices} request notices`);
    if (fact.approved_notices !== (approved ? 1 : 0)) {
      violations.push(`booking ${fact.id} (${fact.status}): ${fact.approved_notices} approval notices`);
    }
    if (fact.payments !== 1) violations.push(`booking ${fact.id}: ${fact.payments} payment rows`);
    if (fact.owed_entries > 0 !== approved) {
      violations.push(`booking ${fact.id} (${fact.status}): ${fact.owed_entries} owed entries`);
    }
    if (fact.receipt_sent !== approved)
      violations.push(`booking ${fact.id} (${fact.status}): receipt sent ${fact.receipt_sent}`);
  }
  for (const request of requests) {
    const rows = rowsByKey.get(request.key) ?? [];
    const status = request.answer?.status;
    const expectedRows = status === 200 || status === 201 ? 1 : 0;
    if (rows.length !== expectedRows) {
      violations.push(`key ${request.key} answered ${status}: ${rows.length} bookings`);
    } else if (expectedRows === 1 && rows[0]!.id !== request.answer!.body.id) {
      violations.push(
        `key ${request.key} answered booking ${String(request.answer!.body.id)}, stored ${rows[0]!.id}`,
      );
    }
  }
  for (const ride of rides) {
    const approvedSeats = facts
      .filter((fact) => fact.ride_id === ride.id && fact.status === "approved")
      .reduce((sum, fact) => sum + fact.seats_requested, 0);
    if (
      ride.seats_taken !== approvedSeats ||
      ride.seats_taken < 0 ||
      ride.seats_taken > ride.available_seats
    ) {
      violations.push(
        `ride ${ride.id}: ${ride.seats_taken} of ${ride.available_seats} seats taken, ${approvedSeats} approved`,
      );
    }
  }
  const approvedPerRider = new Map<string, number>();
  for (const fact of facts) {
    if (fact.status === "approved")
      approvedPerRider.set(fact.rider_email, (approvedPerRider.get(fact.rider_email) ?? 0) + 1);
  }
  const receiptsPerRider = new Map(receipts.map((row) => [row.to, row.count]));
  for (const email of new Set(requests.map((request) => request.riderEmail))) {
    const sent = receiptsPerRider.get(email) ?? 0;
    const due = approvedPerRider.get(email) ?? 0;
    if (sent !== due) violations.push(`a rider got ${sent} receipts for ${due} confirmed seats`);
  }
  return violations;
}
