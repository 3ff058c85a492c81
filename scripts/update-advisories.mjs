// `npm run audit:update`: refreshes the advisory database the production audit reads
// (tools/audit/advisories.json) from the npm registry's bulk advisory service, the one
// `npm audit` asks (GitHub-reviewed advisories). It asks about every package of the
// lockfile, development ones too, so that one moved to production is already covered.
// Run it where that service answers (it fails, writing nothing, where it does not) and
// commit the file; the audit refuses a database older than 30 days.
// `--registry <url>` and `--out <file>` replace the configured registry and the file.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseDatabase } from "../tools/audit/advisory-check.js";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    registry: { type: "string" },
    out: { type: "string", default: path.join(root, "tools/audit/advisories.json") },
  },
});
const registry = (
  values.registry ?? execFileSync("npm", ["config", "get", "registry"], { encoding: "utf8" }).trim()
).replace(/\/$/, "");
const endpoint = `${registry}/-/npm/v1/security/advisories/bulk`;
/** Names per request, as npm audit splits its own. */
const CHUNK = 500;

/** name → versions of every registry package in package-lock.json. */
function lockedPackages() {
  const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8"));
  const asked = {};
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    if (!location.includes("node_modules/") || entry.link || !entry.version) continue;
    const name = entry.name ?? location.slice(location.lastIndexOf("node_modules/") + "node_modules/".length);
    asked[name] = [...new Set([...(asked[name] ?? []), entry.version])].sort();
  }
  return asked;
}

async function ask(chunk) {
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(chunk),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`${endpoint} answered ${response.status} ${response.statusText}`);
  return response.json();
}

const asked = lockedPackages();
const names = Object.keys(asked).sort();
const advisories = {};
try {
  for (let start = 0; start < names.length; start += CHUNK) {
    const chunk = Object.fromEntries(names.slice(start, start + CHUNK).map((name) => [name, asked[name]]));
    for (const [name, list] of Object.entries(await ask(chunk))) {
      advisories[name] = list.map((advisory) => ({
        id: advisory.id,
        url: advisory.url,
        title: advisory.title,
        severity: advisory.severity,
        vulnerableVersions: advisory.vulnerable_versions,
      }));
    }
  }
} catch (error) {
  console.error(`The advisory database could not be updated (nothing written): ${error.message}`);
  process.exit(1);
}

const database = { source: endpoint, fetchedAt: new Date().toISOString(), asked, advisories };
parseDatabase(JSON.stringify(database));
fs.writeFileSync(values.out, `${JSON.stringify(database, null, 1)}\n`);
const count = Object.values(advisories).reduce((sum, list) => sum + list.length, 0);
console.log(
  `Advisory database written to ${path.relative(root, values.out)}: ${names.length} packages asked, ${count} advisories, ${database.fetchedAt}.`,
);
