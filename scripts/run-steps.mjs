// Runs a list of steps (a name, a command, its environment) in order, stopping at the
// first failure: `npm test`, `npm run test:deep` and `npm run test:faults`. A step may be a
// group run side by side (`together`): single-threaded checks share the two cores that way.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Returns the steps' timings and, if one failed, its name and exit code. */
export async function runSteps(steps) {
  const started = Date.now();
  const timings = [];
  for (const step of steps) {
    const results = step.together ? await runTogether(step.together) : [runInForeground(step)];
    for (const result of results) timings.push(`${result.name} ${result.seconds} s`);
    const failed = results.find((result) => result.status !== 0);
    if (failed) {
      console.error(`\n${failed.name} failed (exit ${failed.status ?? failed.signal}).`);
      return { timings, exitCode: failed.status || 1 };
    }
  }
  return { timings, exitCode: 0, seconds: ((Date.now() - started) / 1000).toFixed(0) };
}

const secondsSince = (start) => ((Date.now() - start) / 1000).toFixed(1);

function runInForeground(step) {
  console.log(`\n=== ${step.name} ===`);
  const start = Date.now();
  const [command, ...args] = step.command;
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...step.env } });
  return { name: step.name, status: result.status, signal: result.signal, seconds: secondsSince(start) };
}

/** Runs the steps at once; each one's output is printed whole when it ends. */
function runTogether(steps) {
  console.log(`\n=== ${steps.map((step) => step.name).join(" + ")}, side by side ===`);
  return Promise.all(
    steps.map(
      (step) =>
        new Promise((resolve) => {
          const start = Date.now();
          const [command, ...args] = step.command;
          const child = spawn(command, args, {
            env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? "1" : "0", ...step.env },
            stdio: ["ignore", "pipe", "pipe"],
          });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          // a command that cannot start fails its step (its "close" follows)
          child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on("close", (status, signal) => {
            console.log(`\n=== ${step.name} ===`);
            process.stdout.write(Buffer.concat(output));
            resolve({ name: step.name, status, signal, seconds: secondsSince(start) });
          });
        }),
    ),
  );
}

/** An empty folder for a run's JSON reports. */
export function freshReports(name) {
  const reports = path.resolve(".tmp", name);
  fs.rmSync(reports, { recursive: true, force: true });
  fs.mkdirSync(reports, { recursive: true });
  return reports;
}

/** A step running one vitest project (or several at once), its JSON report in `reports`. */
export function vitestStep(reports, project, report, env = {}, files = []) {
  const projects = [project].flat();
  return {
    name: `${projects.join(" and ")} tests${env.TEST_DB ? ` on ${env.TEST_DB}` : ""}`,
    command: [
      "npx",
      "vitest",
      "run",
      ...projects.flatMap((name) => ["--project", name]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${path.join(reports, report)}`,
      ...files,
    ],
    env,
  };
}

/** A step running the browser journeys (`args`, `env`: which), its JSON report in `reports`. */
export function browserStep(reports, name, report, args = [], env = {}) {
  return {
    name,
    command: ["npm", "run", "test:e2e", "--", "--reporter=list,json", ...args],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(reports, report), ...env },
  };
}

/** Prints the run's outcome: its timings, and the tests counted from the runners' JSON reports. */
export function finish(run, reports, what) {
  if (run.exitCode === 0) console.log(`\n${what} passed in ${run.seconds} s: ${run.timings.join(", ")}.`);
  else console.log(`\nTimings: ${run.timings.join(", ")}.`);
  let passed = 0;
  let failed = 0;
  for (const file of fs.existsSync(reports) ? fs.readdirSync(reports) : []) {
    const report = JSON.parse(fs.readFileSync(path.join(reports, file), "utf8"));
    if (report.stats) {
      passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
      failed += report.stats.unexpected ?? 0;
    } else {
      passed += report.numPassedTests ?? 0;
      failed += report.numFailedTests ?? 0;
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(run.exitCode);
}
