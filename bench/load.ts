import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { measureLoad, reportLoad, waitUntilSettled } from "./lib/load.ts";
import { BookingPlanner } from "./lib/load-bookings.ts";
import { LOAD_GOALS, loadVerdict, type Summary } from "./lib/load-mix.ts";
import { BOOKING_WRITES, MIX_WEIGHTS, runMix, type MixKind } from "./lib/load-mix-run.ts";
import { KINDS_ALONE, measureKindsAlone } from "./lib/load-per-kind.ts";
import { LoadRecord, type LoadFigures } from "./lib/load-record.ts";
import { LOAD_SEED, SIGN_IN_PASSWORD } from "./lib/load-seed.ts";
import { runSignIns } from "./lib/load-sign-in.ts";
import { runStudents } from "./lib/load-students.ts";
import { DATABASE_NAMES, startLoadTarget, type LoadDatabase, type LoadTarget } from "./lib/load-targets.ts";
import { formatMs, printMachine, seededRandom } from "./lib/stats.ts";

/** Settings, each overridable for a quick check (e.g. LOAD_SECONDS=10). */
function setting(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
const CONNECTIONS = setting("LOAD_CONNECTIONS", 200);
const SECONDS = setting("LOAD_SECONDS", 60);
const WARMUP_SECONDS = setting("LOAD_WARMUP_SECONDS", 5);
const HEALTH_SECONDS = setting("LOAD_HEALTH_SECONDS", 10);
const SIGN_IN_CONNECTIONS = setting("LOAD_SIGN_IN_CONNECTIONS", 20);
const SIGN_IN_SECONDS = setting("LOAD_SIGN_IN_SECONDS", 20);
const SIGN_IN_GOAL_P95_MS = 500;
/** The crowds of students after the saturated mix: as many students as connections, each thinking this long on average. */
const THINK_MS = (process.env.LOAD_THINK_MS ?? "2000,1000,500")
  .split(",")
  .map(Number)
  .filter((ms) => Number.isFinite(ms) && ms > 0);
const STUDENTS_SECONDS = setting("LOAD_STUDENTS_SECONDS", 20);
const DATABASES = (process.env.LOAD_DATABASES ?? "postgres,pglite")
  .split(",")
  .filter((name): name is LoadDatabase => name === "postgres" || name === "pglite");
/** LOAD_ONLY=kinds: only each kind alone (and /api/health at as many connections), a quick check. */
const KINDS_ONLY = process.env.LOAD_ONLY === "kinds";

const webDist = path.resolve(import.meta.dirname, "../apps/web/dist/index.html");

/**
 * CampusRide's load goals, on the production server (NODE_ENV=production) over loopback,
 * on PostgreSQL and on PGlite: `CONNECTIONS` autocannon connections for `SECONDS` of a
 * realistic mix (bench/lib/load-mix-run.ts: browse, search, view a trip, request a seat
 * with an Idempotency-Key, approve), every request from 127.0.0.1 as from behind a
 * campus NAT (no proxy trusted, no limit changed). Goals: p95 ≤ 150 ms, booking writes
 * p95 ≤ 300 ms, errors other than 429 under 0.1%. Connections that ask again the instant
 * they are answered keep the server saturated whatever its speed, so crowds of as many
 * students, each thinking between requests (bench/lib/load-students.ts), show the
 * latencies of loads short of that. Then sign-in alone (a password check per
 * request): p95 ≤ 500 ms at 20 concurrent. `/api/health` on the same server is the
 * reference each rate is compared to. `npm run build` first, for the production build of
 * the web app the server serves.
 */
export default async function benchLoad(): Promise<void> {
  console.log(
    "load: %d connections for %d s (after %d s of warm-up), mix %s; %d rides over %d days, %d drivers, %d riders",
    CONNECTIONS,
    SECONDS,
    WARMUP_SECONDS,
    Object.entries(MIX_WEIGHTS)
      .map(([kind, weight]) => `${kind} ${weight}%`)
      .join(", "),
    LOAD_SEED.rides,
    LOAD_SEED.days,
    LOAD_SEED.drivers,
    LOAD_SEED.riders,
  );
  printMachine();
  console.log(
    "  load average before: %s",
    os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(" "),
  );
  if (!fs.existsSync(webDist)) console.log("  (the web app is not built: run `npm run build` first)");
  const record = new LoadRecord({
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    healthSeconds: HEALTH_SECONDS,
    signInConnections: SIGN_IN_CONNECTIONS,
    signInSeconds: SIGN_IN_SECONDS,
    thinkMs: THINK_MS,
    studentsSeconds: STUDENTS_SECONDS,
    only: KINDS_ONLY ? "kinds" : "all",
    mix: MIX_WEIGHTS,
    seed: LOAD_SEED,
  });
  for (const database of DATABASES) {
    let target: LoadTarget;
    const seeding = performance.now();
    try {
      target = await startLoadTarget(database);
    } catch (error) {
      console.log("  %s not run: %s", DATABASE_NAMES[database], (error as Error).message.split("\n")[0]);
      continue;
    }
    console.log(
      "\n  %s: seeded and started in %s",
      DATABASE_NAMES[database],
      formatMs(performance.now() - seeding),
    );
    try {
      const figures = record.database(database);
      await benchTarget(target, figures);
      figures.serverLogLines = reportServerLog(target.server.output());
    } finally {
      await target.close();
    }
  }
  console.log("\n  figures written to %s", record.write());
}

async function benchTarget(
  { server, seed, countTransactions }: LoadTarget,
  figures: LoadFigures,
): Promise<void> {
  const random = seededRandom(21);
  const planner = new BookingPlanner(seed.mix.trips, seed.mix.riderCookies.length, random);
  // every run starts once the server has answered what the one before left in flight
  const mix = async (seconds: number) => {
    await waitUntilSettled(server.url);
    return runMix({ url: server.url, connections: CONNECTIONS, seconds, seed: seed.mix, planner, random });
  };
  const health = async (connections: number, seconds: number) => {
    await waitUntilSettled(server.url);
    return measureLoad({ url: server.url, connections, seconds, next: () => ({ path: "/api/health" }) });
  };
  const signInRun = async (seconds: number) => {
    await waitUntilSettled(server.url);
    return runSignIns({ ...signInOptions(server.url, seed.signInEmails), seconds });
  };

  const met = (ok: boolean) => (ok ? "met" : "NOT met");
  const crowdFigures: unknown[] = [];
  figures.crowds = crowdFigures;
  async function crowds(): Promise<void> {
    console.log(
      "    %d students, each waiting a think time after every answer (exponential, mean as given), %d s each:",
      CONNECTIONS,
      STUDENTS_SECONDS,
    );
    for (const thinkMs of THINK_MS) {
      await waitUntilSettled(server.url);
      const crowd = await runStudents({
        url: server.url,
        seed: seed.mix,
        planner,
        random,
        students: CONNECTIONS,
        seconds: STUDENTS_SECONDS,
        thinkMs,
      });
      const all = crowd.tally.summary();
      const crowdWrites = crowd.tally.summary(BOOKING_WRITES);
      const crowdVerdict = loadVerdict(all, crowdWrites);
      crowdFigures.push({
        thinkMs,
        perSecond: crowd.perSecond,
        all,
        bookingWrites: crowdWrites,
        unanswered: crowd.failures,
      });
      console.log(
        "      think %s ms: %s req/s  p50 / p95 / p99 %s / %s / %s ms  booking writes p95 %s ms  429 %d  errors %d + %d unanswered  goals %s / %s / %s",
        String(thinkMs).padStart(5),
        crowd.perSecond.toFixed(0).padStart(4),
        all.p50Ms.toFixed(1),
        all.p95Ms.toFixed(1),
        all.p99Ms.toFixed(1),
        crowdWrites.p95Ms.toFixed(1),
        all.limited,
        all.errors,
        crowd.failures,
        met(crowdVerdict.p95),
        met(crowdVerdict.writesP95),
        met(crowdVerdict.errors && crowd.failures === 0),
      );
      for (const [key, bodies] of crowd.samples)
        console.log("        %s × %d: %s", key, all.errorsBy[key] ?? 0, bodies[0]);
    }
  }

  // first, while no booking of the mix has mail of its own still to send
  console.log("    each kind alone, 5 connections for 3 s, before the mix:");
  const alone = await measureKindsAlone({
    url: server.url,
    seed: seed.mix,
    planner,
    random,
    serverCpuMs: server.cpuMs,
    countTransactions,
  });
  for (const kind of alone) {
    console.log(
      "      %s %s answers  p50 %s ms  server CPU %s ms/answer%s  errors %d",
      kind.kind.padEnd(8),
      String(kind.answers).padStart(5),
      kind.p50Ms.toFixed(1),
      kind.cpuMsPerAnswer.toFixed(2),
      kind.transactionsPerAnswer === undefined
        ? ""
        : `  database transactions ${kind.transactionsPerAnswer.toFixed(1)}/answer`,
      kind.errors,
    );
  }
  figures.kindsAlone = alone;
  if (KINDS_ONLY) {
    // the reference at the same few connections: each kind's rate as a share of it
    await waitUntilSettled(server.url);
    const cpuBefore = server.cpuMs();
    const reference = await measureLoad({
      url: server.url,
      connections: KINDS_ALONE.connections,
      seconds: KINDS_ALONE.seconds,
      next: () => ({ path: "/api/health" }),
    });
    const answers = reference.perSecond * KINDS_ALONE.seconds;
    const healthCpuMs = (server.cpuMs() - cpuBefore) / Math.max(1, answers);
    console.log(
      "      %s %s answers  server CPU %s ms/answer",
      "health".padEnd(8),
      String(Math.round(answers)).padStart(5),
      healthCpuMs.toFixed(2),
    );
    console.log(
      "      rates as a share of health's: %s",
      alone.map((kind) => `${kind.kind} ${(kind.answers / Math.max(1, answers)).toFixed(3)}×`).join(", "),
    );
    figures.healthAlone = {
      answers: Math.round(answers),
      cpuMsPerAnswer: healthCpuMs,
      p99Ms: reference.p99Ms,
    };
    return;
  }

  // before the saturated mix, whose bookings' mail is still being sent long after it
  await crowds();
  await mix(WARMUP_SECONDS);
  const healthRun = await health(CONNECTIONS, HEALTH_SECONDS);
  await waitUntilSettled(server.url);
  const cpuBefore = server.cpuMs();
  const run = await mix(SECONDS);
  const cpuMsPerAnswer = (server.cpuMs() - cpuBefore) / run.tally.summary().requests;
  const overall = run.tally.summary();
  const writes = run.tally.summary(BOOKING_WRITES);
  reportLoad(`GET /api/health, ${HEALTH_SECONDS} s`, healthRun);
  figures.health = healthRun;
  figures.mix = {
    perSecond: run.perSecond,
    ofHealth: run.perSecond / healthRun.perSecond,
    cpuMsPerAnswer,
    seatsApproved: run.seatsApproved,
    timeouts: run.timeouts,
    connectionErrors: run.connectionErrors,
    all: overall,
    bookingWrites: writes,
    kinds: Object.fromEntries(
      (Object.keys(MIX_WEIGHTS) as MixKind[]).map((kind) => [kind, run.tally.summary([kind])]),
    ),
  };
  console.log(
    "    mix %s req/s (%s× health), %d answers, server CPU %s ms per answer, seats approved %d",
    Math.round(run.perSecond).toLocaleString("en-US"),
    (run.perSecond / healthRun.perSecond).toFixed(3),
    overall.requests,
    cpuMsPerAnswer.toFixed(2),
    run.seatsApproved,
  );
  console.log("    load average (1 min) at the end of the mix: %s", os.loadavg()[0]!.toFixed(1));
  printSummary("all", overall);
  printSummary("booking writes", writes);
  for (const kind of Object.keys(MIX_WEIGHTS) as MixKind[])
    printSummary(`  ${kind}`, run.tally.summary([kind]));
  const errors = overall.errors + run.timeouts + run.connectionErrors;
  const errorShare = errors / Math.max(1, overall.requests + run.timeouts);
  console.log(
    "    429: %d (%s%%); other errors: %d (%s%%), of which timeouts %d, connection errors %d",
    overall.limited,
    ((100 * overall.limited) / Math.max(1, overall.requests)).toFixed(3),
    errors,
    (100 * errorShare).toFixed(3),
    run.timeouts,
    run.connectionErrors,
  );
  for (const [key, bodies] of run.samples)
    console.log("      %s × %d: %s", key, overall.errorsBy[key] ?? 0, bodies[0]);
  const refused = Object.entries(overall.errorsBy)
    .filter(([key]) => key.startsWith("503 "))
    .reduce((sum, [, count]) => sum + count, 0);
  console.log(
    "    unanswered within 10 s: %d of %d sent (%s%%); refused at once as busy (503): %d",
    run.timeouts,
    overall.requests + run.timeouts,
    ((100 * run.timeouts) / Math.max(1, overall.requests + run.timeouts)).toFixed(2),
    refused,
  );
  const verdict = loadVerdict(overall, writes);
  console.log(
    "    goals: p95 ≤ %d ms %s; booking writes p95 ≤ %d ms %s; errors other than 429 < %s%% %s",
    LOAD_GOALS.p95Ms,
    met(verdict.p95),
    LOAD_GOALS.writesP95Ms,
    met(verdict.writesP95),
    (100 * LOAD_GOALS.errorShare).toFixed(1),
    met(verdict.errors && run.timeouts + run.connectionErrors === 0),
  );

  await signInRun(3);
  const signInHealth = await health(SIGN_IN_CONNECTIONS, 5);
  await waitUntilSettled(server.url);
  const signInCpuBefore = server.cpuMs();
  const signIns = await signInRun(SIGN_IN_SECONDS);
  const signInCpuMs = server.cpuMs() - signInCpuBefore;
  const signIn = signIns.tally.summary();
  console.log("    sign-in, %d connections for %d s:", SIGN_IN_CONNECTIONS, SIGN_IN_SECONDS);
  reportLoad(`GET /api/health, 5 s`, signInHealth);
  console.log(
    "      sign-in %s req/s (%s× health)",
    signIns.perSecond.toFixed(1),
    (signIns.perSecond / signInHealth.perSecond).toFixed(4),
  );
  printSummary("  sign-in", signIn);
  figures.signIn = {
    perSecond: signIns.perSecond,
    ofHealth: signIns.perSecond / signInHealth.perSecond,
    cpuMsPerSignIn: signInCpuMs / Math.max(1, signIn.requests),
    summary: signIn,
  };
  console.log("      server CPU %s ms per sign-in", (signInCpuMs / Math.max(1, signIn.requests)).toFixed(1));
  console.log(
    "      goal p95 ≤ %d ms: %s",
    SIGN_IN_GOAL_P95_MS,
    met(signIn.p95Ms <= SIGN_IN_GOAL_P95_MS && signIn.errors + signIns.timeouts === 0),
  );
}

/** Pino's level of a warning. */
const WARN = 40;

/**
 * The server's log at the production default level (info): how many lines, and the
 * warnings and errors among them (JSON lines, warn and above), how many and the first
 * messages. Returns the count of lines.
 */
function reportServerLog(output: string): number {
  const lines = output.split("\n").filter((line) => line.trim() !== "");
  const warnings = lines.flatMap((line) => {
    try {
      const entry = JSON.parse(line) as { msg?: unknown; level?: unknown };
      return typeof entry.level === "number" && entry.level < WARN ? [] : [String(entry.msg)];
    } catch {
      return [line];
    }
  });
  console.log("    server log: %d lines, %d warn and above", lines.length, warnings.length);
  for (const message of [...new Set(warnings)].slice(0, 5)) console.log("      %s", message.slice(0, 200));
  return lines.length;
}

function signInOptions(url: string, emails: readonly string[]) {
  return { url, connections: SIGN_IN_CONNECTIONS, emails, password: SIGN_IN_PASSWORD };
}

function printSummary(label: string, summary: Summary): void {
  console.log(
    "    %s %s answers  p50 / p95 / p99 %s / %s / %s ms  429 %d  errors %d",
    label.padEnd(16),
    String(summary.requests).padStart(7),
    summary.p50Ms.toFixed(1),
    summary.p95Ms.toFixed(1),
    summary.p99Ms.toFixed(1),
    summary.limited,
    summary.errors,
  );
}
