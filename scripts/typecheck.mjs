// `npm run typecheck`: each TypeScript project checked in turn, incrementally: what a
// project's last check learned is kept under node_modules/.cache/tsc, so a run after a
// small change reads again only what that change touches (a fresh checkout checks it all).
import { spawnSync } from "node:child_process";
import path from "node:path";

const PROJECTS = ["packages/shared", "apps/api", "apps/web", "e2e", "bench"];
const cache = path.resolve("node_modules/.cache/tsc");

for (const project of PROJECTS) {
  const buildInfo = path.join(cache, `${project.replaceAll("/", "-")}.tsbuildinfo`);
  const result = spawnSync("npx", ["tsc", "-p", project, "--incremental", "--tsBuildInfoFile", buildInfo], {
    stdio: "inherit",
  });
  if (result.status !== 0) {
    console.error(`Type errors in ${project}.`);
    process.exit(result.status || 1);
  }
}
