// `npm start`: the web app built, then the API serving it, in this process.
// The API's TypeScript runs as it is, through Node's type stripping (decision 0052): nothing
// to compile, so a production install (`npm ci --omit=dev`) starts it too. Vite, a development
// dependency, builds the web app when it is installed; without it (a production install) the
// web app must already be in apps/web/dist, built where the development dependencies are.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const web = path.join(root, "apps/web");

if (hasVite()) {
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (!process.env.WEB_DIST && !fs.existsSync(path.join(web, "dist/index.html"))) {
  console.error(
    "The web app is not built (apps/web/dist) and Vite is not installed to build it: run " +
      "`npm run build` where the development dependencies are installed and copy apps/web/dist here.",
  );
  process.exit(1);
}

await import("../apps/api/src/server.ts");

function hasVite() {
  try {
    createRequire(path.join(web, "package.json")).resolve("vite");
    return true;
  } catch {
    return false;
  }
}
