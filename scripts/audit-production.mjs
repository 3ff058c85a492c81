// `npm run audit:production`: the production dependencies (`npm ls --omit=dev --all`)
// against the advisory database kept in the repository, offline. Prints what was audited,
// against which database and of which date; fails on a high or critical advisory, and fails
// saying so when the database is missing, malformed, older than 30 days or was never asked
// about an installed package: nothing passes without having been looked at.
// `--database <file>` audits against another snapshot (the tests' fixtures).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  auditPackages,
  describeAudit,
  installedPackages,
  parseDatabase,
} from "../tools/audit/advisory-check.js";

const root = path.resolve(import.meta.dirname, "..");
const DATABASE_FILE = path.join(root, "tools/audit/advisories.json");

const { values } = parseArgs({ options: { database: { type: "string", default: DATABASE_FILE } } });

function fail(reason) {
  console.error(`Production dependencies NOT audited: ${reason}.`);
  process.exit(1);
}

let database;
try {
  database = parseDatabase(fs.readFileSync(values.database, "utf8"));
} catch (error) {
  if (error.code === "ENOENT") {
    fail(
      `no advisory database at ${path.relative(root, values.database)}; run \`npm run audit:update\` where the registry's advisory service answers, and commit the file`,
    );
  }
  fail(error.message);
}

// npm ls exits 1 on problems it prints (an invalid peer range) and still gives the whole tree
const listing = spawnSync("npm", ["ls", "--omit=dev", "--all", "--json"], {
  cwd: root,
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
let tree;
try {
  tree = JSON.parse(listing.stdout);
} catch {
  fail(`npm ls printed no dependency tree (exit ${listing.status}): ${listing.stderr.trim()}`);
}
const packages = installedPackages(tree);
if (packages.length === 0) fail("npm ls listed no production package");

const result = auditPackages({ packages, database, now: new Date() });
for (const line of describeAudit(result, { packages, database })) console.log(line);
process.exit(result.isPassed ? 0 : 1);
