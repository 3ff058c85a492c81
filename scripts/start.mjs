// `npm start`: the web app and the API built, then the API serving it, in this process.
// The build tools, development dependencies, build both when they are installed (`npm run
// build`); without them (a production install) the web app must already be in apps/web/dist
// and the API is started from its bundle, apps/api/dist/server.mjs, built where they are
// (decision 0064). Without a bundle the API's TypeScript runs as it is, through Node's type
// stripping (decision 0052): slower to start, but nothing to compile.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const web = path.join(root, "apps/web");

if (hasBuildTools()) {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (!process.env.WEB_DIST && !fs.existsSync(path.join(web, "dist/index.html"))) {
  console.error(
    "The web app is not built (apps/web/dist) and Vite is not installed to build it: run " +
      "`npm run build` where the development dependencies are installed and copy apps/web/dist here.",
  );
  process.exit(1);
}

const bundle = path.join(root, "apps/api/dist/server.mjs");
if (fs.existsSync(bundle)) {
  // Source maps stay off: reading the bundle's costs about a second and 100 MB at every
  // start. Its stack traces name our functions; NODE_OPTIONS=--enable-source-maps turns them
  // to the sources' lines when needed.
  await import(pathToFileURL(bundle).href);
} else {
  console.warn("The API is not built (apps/api/dist): starting from its TypeScript, more slowly.");
  await runTypeScript();
  await import("../apps/api/src/server.ts");
}

/**
 * Node 22.18 and newer run the API's TypeScript as it is. An older Node (past its end of
 * life: CampusRide supports 22.22+ and 24) still starts the app from a development install,
 * through tsx, and says so.
 */
async function runTypeScript() {
  if (process.features.typescript) return;
  let tsx;
  try {
    tsx = await import("tsx/esm/api");
  } catch {
    console.error(
      `Node ${process.version} cannot run the API's TypeScript: use Node 22.22 or newer (24 LTS).`,
    );
    process.exit(1);
  }
  console.warn(
    `Node ${process.version} is past its end of life: starting through tsx; use Node 22.22 or newer (24 LTS).`,
  );
  tsx.register();
}

/**
 * Whether the web app's build tools are installed. Vite alone is not the sign: a production
 * install brings it in through Vitest, an optional peer of better-auth, without the plugins
 * the web app's build needs.
 */
function hasBuildTools() {
  const resolve = createRequire(path.join(web, "package.json")).resolve;
  try {
    for (const tool of ["vite", "@vitejs/plugin-react", "@tailwindcss/vite", "esbuild"]) resolve(tool);
    return true;
  } catch {
    return false;
  }
}
