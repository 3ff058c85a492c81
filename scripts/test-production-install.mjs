// `npm run test:production-install`: a production install starts and serves the app.
// The tracked files (as they are in this checkout) are copied to a temporary folder with the
// web app and the API's bundle this checkout builds, as a deployment ships them; there
// `npm ci --omit=dev` installs the production dependencies only (no Vite, no TypeScript;
// tsx removed), the API's TypeScript sources are removed (the bundle
// must start alone), `npm start` starts the API on the embedded database, and /api/health
// and / must answer. Decisions 0052 and 0064.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const READY_TIMEOUT_MS = 5 * 60_000;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "campusride-production-"));
let server;
try {
  console.log(`Copying the checkout to ${dir}`);
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0");
  for (const file of files.filter(Boolean)) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue; // deleted in this checkout, not yet committed
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }

  run("npm", ["run", "build"], root);
  for (const built of ["apps/web/dist", "apps/api/dist"]) {
    fs.cpSync(path.join(root, built), path.join(dir, built), { recursive: true });
  }
  // what starts is the bundle: without it, the start would fall back to these
  fs.rmSync(path.join(dir, "apps/api/src"), { recursive: true, force: true });

  run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], dir);
  // (Vite itself comes in, through Vitest, an optional peer of better-auth: the start must
  // not take it for the build tools, which are not there)
  for (const devOnly of ["@vitejs/plugin-react", "@tailwindcss/vite", "typescript"]) {
    if (["node_modules", "apps/web/node_modules"].some((at) => fs.existsSync(path.join(dir, at, devOnly)))) {
      throw new Error(`${devOnly} was installed by npm ci --omit=dev: the test would prove nothing`);
    }
  }
  // tsx still comes in, through drizzle-kit, an optional peer of better-auth: removed, so
  // that the start cannot lean on it
  fs.rmSync(path.join(dir, "node_modules/tsx"), { recursive: true, force: true });
  fs.rmSync(path.join(dir, "node_modules/.bin/tsx"), { force: true });

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  console.log(`npm start on ${url}`);
  let output = "";
  server = spawn("npm", ["start"], {
    cwd: dir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      AUTH_SECRET: "production-install-test-".padEnd(40, "x"),
      PUBLIC_URL: url,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: path.join(dir, "data"),
    },
  });
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  // npm passes SIGTERM on to the server and then ends by the same signal
  const exited = new Promise((resolve) => server.on("exit", (code, signal) => resolve(code ?? signal)));

  const started = Date.now();
  const health = await poll(`${url}/api/health`, started, exited, () => output);
  console.log(`/api/health answered ${health.status} after ${Date.now() - started} ms`);

  const page = await fetch(`${url}/`);
  const html = await page.text();
  if (page.status !== 200 || !html.includes('<div id="root"')) {
    throw new Error(`/ answered ${page.status}:\n${html.slice(0, 500)}`);
  }
  console.log("/ answered 200 with the web app");

  process.kill(-server.pid, "SIGTERM");
  const code = await exited;
  server = undefined;
  if (code !== 0 && code !== "SIGTERM")
    throw new Error(`npm start exited with ${code} after SIGTERM:\n${output}`);
  for (
    let tries = 0;
    await fetch(url).then(
      () => true,
      () => false,
    );
    tries++
  ) {
    if (tries > 120) throw new Error("the server still answers 30 s after SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log("The production install starts, serves the app and stops cleanly.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (server) process.kill(-server.pid, "SIGKILL");
  fs.rmSync(dir, { recursive: true, force: true });
}

function run(command, args, cwd) {
  console.log(`$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status})`);
}

async function poll(url, started, exited, output) {
  let exitCode;
  exited.then((code) => (exitCode = code));
  while (Date.now() - started < READY_TIMEOUT_MS) {
    if (exitCode !== undefined) throw new Error(`npm start exited with ${exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
