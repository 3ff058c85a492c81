// Runs a list of steps (a name, a command, its environment) in order, each in the
// foreground, stopping at the first failure: `npm test` and `npm run test:faults`.
import { spawnSync } from "node:child_process";

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
