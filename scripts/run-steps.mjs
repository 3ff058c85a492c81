// Runs a list of steps (a name, a command, its environment) in order, each in the
// foreground, stopping at the first failure: `npm test`, `npm run test:deep` and
// `npm run test:faults`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Returns the steps' timings and, if one failed, its name and exit code. */
export function runSteps(steps) {
  const started = Date.now();
  const timings = [];
  for (const step of steps) {
    console.log(`\n=== ${step.name} ===`);
    const stepStart = Date.now();
    const [command, ...args] = step.command;
    const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...step.env } });
    timings.push(`${step.name} ${((Date.now() - stepStart) / 1000).toFixed(1)} s`);
    if (result.status !== 0) {
      console.error(`\n${step.name} failed (exit ${result.status ?? result.signal}).`);
      return { timings, exitCode: result.status || 1 };
    }
  }
  return { timings, exitCode: 0, seconds: ((Date.now() - started) / 1000).toFixed(0) };
}

/** An empty folder for a run's JSON reports. */
export function freshReports(name) {
  const reports = path.resolve(".tmp", name);
  fs.rmSync(reports, { recursive: true, force: true });
  fs.mkdirSync(reports, { recursive: true });
  return reports;
}

/** A step running one vitest project, its JSON report in `reports`. */
export function vitestStep(reports, project, report, env = {}, files = []) {
  return {
    name: `${project} tests${env.TEST_DB ? ` on ${env.TEST_DB}` : ""}`,
    command: [
      "npx",
      "vitest",
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${path.join(reports, report)}`,
      ...files,
    ],
    env,
  };
}

/** A step running the browser journeys (`args`: which), its JSON report in `reports`. */
export function browserStep(reports, name, report, args = []) {
  return {
    name,
    command: ["npm", "run", "test:e2e", "--", "--reporter=list,json", ...args],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(reports, report) },
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
