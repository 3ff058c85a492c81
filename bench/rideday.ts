import pg from "pg";
import { startPushStandIn, type PushStandIn } from "../apps/api/test/support/push-stand-in.ts";
import { openBenchStreams, type BenchStream } from "./lib/events-clients.ts";
import { seedTripWithRiders } from "./lib/events-seed.ts";
import { startProductionServer, type ProductionServer } from "./lib/production-server.ts";
import { createBenchDatabase, type BenchDatabase } from "./lib/search-database.ts";
import { formatMs, percentile, printMachine } from "./lib/stats.ts";

/** A trip's riders, each with a phone, a laptop and a tablet subscribed, and a page open. */
const RIDERS = 6;
const SUBSCRIPTIONS_PER_RIDER = 3;
/** Status changes told to the six riders, one after another. */
const ROUNDS = 5;
/** The wide fan-out: riders × subscriptions for one change. */
const WIDE_RIDERS = 200;
const WIDE_SUBSCRIPTIONS_PER_RIDER = 5;
const GOAL_PUSH_P95_MS = 1_000;
const GOAL_STREAM_P95_MS = 250;
const GOAL_WIDE_MS = 5_000;
const DELIVERY_TIMEOUT_MS = 15_000;

/**
 * The trip's day: a status change (the driver running late) told to each rider as a
 * notification row (campusride_notify_user for every rider in one transaction, as the
 * ride-day service writes it), which the server pushes to every subscription (Web Push,
 * encrypted and VAPID-signed, to a local push-service stand-in that checks and decrypts
 * each push) and writes to every open live stream. Measured from just before the COMMIT:
 * each push received, each stream's event read; then 1,000 subscriptions for one change.
 * The server runs as built (server.ts) in development mode, which lets it push to a
 * stand-in on this machine. Needs PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres).
 */
export default async function benchRideDay(): Promise<void> {
  console.log(
    "ride day: one status change to %d riders × %d push subscriptions with a live stream each; then %d subscriptions",
    RIDERS,
    SUBSCRIPTIONS_PER_RIDER,
    WIDE_RIDERS * WIDE_SUBSCRIPTIONS_PER_RIDER,
  );
  printMachine();
  let database: BenchDatabase;
  try {
    database = await createBenchDatabase("rideday");
  } catch (error) {
    console.log("  not run: no PostgreSQL server to create a database on (%s)", (error as Error).message);
    return;
  }
  const authSecret = "bench-rideday-auth-secret-0123456789abcdef";
  let server: ProductionServer | undefined;
  let pushService: PushStandIn | undefined;
  const streams: BenchStream[] = [];
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    const seed = await seedTripWithRiders(database.url, RIDERS + WIDE_RIDERS, authSecret);
    server = await startProductionServer({
      DATABASE_URL: database.url,
      AUTH_SECRET: authSecret,
      // development: pushes may go to the stand-in on this machine (features/push/endpoints.ts)
      NODE_ENV: "development",
    });
    const keyAnswer = await fetch(`${server.url}/api/push/public-key`, {
      headers: { cookie: seed.riderCookies[0]! },
    });
    if (!keyAnswer.ok) throw new Error(`GET /api/push/public-key answered ${keyAnswer.status}`);
    const { publicKey } = (await keyAnswer.json()) as { publicKey: string };
    pushService = await startPushStandIn({ vapidPublicKey: publicKey });

    const sessions = await pool.query<{ id: string; user_id: string }>(
      `select id, user_id from session where user_id like 'bench-events-rider-%'
       order by (substring(user_id from 'rider-([0-9]+)$'))::int`,
    );
    const riders = sessions.rows.slice(0, RIDERS);
    const wide = sessions.rows.slice(RIDERS, RIDERS + WIDE_RIDERS);
    await subscribe(pool, pushService, riders, SUBSCRIPTIONS_PER_RIDER);
    await subscribe(pool, pushService, wide, WIDE_SUBSCRIPTIONS_PER_RIDER);
    streams.push(...(await openBenchStreams(server.url, seed.riderCookies.slice(0, RIDERS), "unused")));

    // warm-up: one change not counted (the first push loads the code of the path)
    await statusChange(pool, pushService, streams, seed.rideId, riders, 1, RIDERS * SUBSCRIPTIONS_PER_RIDER);

    const pushes: number[] = [];
    const told: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const result = await statusChange(
        pool,
        pushService,
        streams,
        seed.rideId,
        riders,
        round + 2,
        RIDERS * SUBSCRIPTIONS_PER_RIDER,
      );
      pushes.push(...result.pushes);
      told.push(...result.streams);
      console.log(
        "  change %d: %d/%d pushes, p95 %s; %d/%d streams, p95 %s",
        round + 1,
        result.pushes.length,
        RIDERS * SUBSCRIPTIONS_PER_RIDER,
        formatMs(percentile(result.pushes, 95)),
        result.streams.length,
        RIDERS,
        formatMs(percentile(result.streams, 95)),
      );
    }
    const pushP95 = percentile(pushes, 95);
    const streamP95 = percentile(told, 95);
    const allPushed = pushes.length === ROUNDS * RIDERS * SUBSCRIPTIONS_PER_RIDER;
    const allTold = told.length === ROUNDS * RIDERS;
    console.log(
      "  push, commit → received and decrypted: p50 %s  p95 %s  max %s",
      formatMs(percentile(pushes, 50)),
      formatMs(pushP95),
      formatMs(Math.max(...pushes)),
    );
    console.log(
      "  goal push p95 ≤ %s, every one received: %s (ratio %s)",
      formatMs(GOAL_PUSH_P95_MS),
      pushP95 <= GOAL_PUSH_P95_MS && allPushed ? "met" : "NOT met",
      (pushP95 / GOAL_PUSH_P95_MS).toFixed(2),
    );
    console.log(
      "  stream, commit → event read: p50 %s  p95 %s  max %s",
      formatMs(percentile(told, 50)),
      formatMs(streamP95),
      formatMs(Math.max(...told)),
    );
    console.log(
      "  goal stream p95 ≤ %s, every one told: %s (ratio %s)",
      formatMs(GOAL_STREAM_P95_MS),
      streamP95 <= GOAL_STREAM_P95_MS && allTold ? "met" : "NOT met",
      (streamP95 / GOAL_STREAM_P95_MS).toFixed(2),
    );

    const wideCount = WIDE_RIDERS * WIDE_SUBSCRIPTIONS_PER_RIDER;
    const wideResult = await statusChange(pool, pushService, [], seed.rideId, wide, 99, wideCount);
    const wideMs = wideResult.pushes.length === 0 ? Number.NaN : Math.max(...wideResult.pushes);
    console.log(
      "  %d subscriptions for one change: %d received, the last %s after the commit (p50 %s)",
      wideCount,
      wideResult.pushes.length,
      formatMs(wideMs),
      formatMs(percentile(wideResult.pushes, 50)),
    );
    console.log(
      "  goal %d pushes within %s: %s (ratio %s)",
      wideCount,
      formatMs(GOAL_WIDE_MS),
      wideResult.pushes.length === wideCount && wideMs <= GOAL_WIDE_MS ? "met" : "NOT met",
      (wideMs / GOAL_WIDE_MS).toFixed(2),
    );
    if (pushService.refused.length > 0) {
      console.log(
        "  the stand-in refused %d pushes: %s",
        pushService.refused.length,
        pushService.refused[0]!.reason,
      );
    }
  } finally {
    for (const stream of streams) stream.close();
    await pool.end();
    await pushService?.close();
    await server?.stop();
    await database.drop();
  }
}

/** `count` stand-in subscriptions for each session, written as POST /api/push/subscriptions would. */
async function subscribe(
  pool: pg.Pool,
  pushService: PushStandIn,
  sessions: Array<{ id: string; user_id: string }>,
  count: number,
): Promise<void> {
  const rows = sessions.flatMap((session) =>
    Array.from({ length: count }, () => ({ session, subscription: pushService.subscribe() })),
  );
  await pool.query(
    `insert into push_subscriptions (user_id, session_id, endpoint, p256dh, auth)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])`,
    [
      rows.map((row) => row.session.user_id),
      rows.map((row) => row.session.id),
      rows.map((row) => row.subscription.endpoint),
      rows.map((row) => row.subscription.keys.p256dh),
      rows.map((row) => row.subscription.keys.auth),
    ],
  );
}

/**
 * The driver runs `minutes` late: one notification per rider in one transaction. When each
 * push and each stream's event arrived, in ms after the COMMIT was sent.
 */
async function statusChange(
  pool: pg.Pool,
  pushService: PushStandIn,
  streams: BenchStream[],
  rideId: string,
  riders: Array<{ user_id: string }>,
  minutes: number,
  expectedPushes: number,
): Promise<{ pushes: number[]; streams: number[] }> {
  const marker = `running ${minutes} min late`;
  for (const stream of streams) {
    stream.marker = marker;
    stream.receivedAt = undefined;
  }
  const alreadyReceived = pushService.received.length;
  const data = {
    from: "Gainesville, FL",
    to: "Orlando, FL",
    departureTime: "09:45",
    driverFirstName: "Dana",
    dayKind: "driver_running_late",
    minutes,
  };
  const client = await pool.connect();
  let committedAt: number;
  let committedWall: number;
  try {
    await client.query("begin");
    await client.query(
      `select campusride_notify_user(rider, 'ride_day_status', $1::uuid, null, $2::jsonb)
       from unnest($3::text[]) as told(rider)`,
      [rideId, JSON.stringify(data), riders.map((rider) => rider.user_id)],
    );
    committedAt = performance.now();
    committedWall = Date.now();
    await client.query("commit");
  } finally {
    client.release();
  }
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  while (
    Date.now() < deadline &&
    (pushService.received.length - alreadyReceived < expectedPushes ||
      streams.some((stream) => stream.receivedAt === undefined))
  ) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const pushes = pushService.received
    .slice(alreadyReceived)
    .filter((push) => push.text.includes(marker))
    .map((push) => push.at - committedWall);
  const told = streams.flatMap((stream) =>
    stream.receivedAt === undefined ? [] : [stream.receivedAt - committedAt],
  );
  return { pushes, streams: told };
}
