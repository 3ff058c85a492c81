// `npm run audit:import -- <vuln/npm folder>`: writes the advisory database the production
// audit reads (tools/audit/advisories.json) from a checkout of the Node.js Security Working
// Group's npm advisories (nodejs/security-wg, folder vuln/npm, MIT licence: see
// tools/audit/ADVISORIES-LICENSE.md). It is a whole database, so it covers every package,
// and it is dated by its newest advisory. Where the registry's advisory service answers,
// `npm run audit:update` gives a current one instead.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseDatabase } from "../tools/audit/advisory-check.js";

const root = path.resolve(import.meta.dirname, "..");
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: "string", default: path.join(root, "tools/audit/advisories.json") } },
});
if (positionals.length !== 1) {
  console.error("Usage: npm run audit:import -- <path of nodejs/security-wg's vuln/npm folder>");
  process.exit(2);
}

/** The CVSS score's severity, as npm's advisories name them. */
function severityOf(score) {
  if (score >= 9) return "critical";
  if (score >= 7) return "high";
  if (score >= 4) return "moderate";
  return "low";
}

const index = JSON.parse(fs.readFileSync(path.join(positionals[0], "index.json"), "utf8"));
const advisories = {};
let newest = "";
for (const entry of Object.values(index)) {
  const dates = [entry.updated_at, entry.publish_date, entry.created_at].filter(Boolean).sort();
  newest = [newest, dates.at(-1) ?? ""].sort().at(-1);
  (advisories[entry.module_name] ??= []).push({
    id: `nodejs-security-wg-${entry.id}`,
    url: entry.references?.[0] ?? undefined,
    title: entry.title,
    severity: severityOf(entry.cvss_score ?? 0),
    vulnerableVersions: entry.vulnerable_versions,
  });
}

const database = {
  source: "the Node.js Security WG npm advisory database",
  fetchedAt: new Date(`${newest}T00:00:00Z`).toISOString(),
  complete: true,
  advisories,
};
parseDatabase(JSON.stringify(database));
fs.writeFileSync(values.out, `${JSON.stringify(database, null, 1)}\n`);
const count = Object.values(advisories).reduce((sum, list) => sum + list.length, 0);
console.log(
  `Advisory database written to ${path.relative(root, values.out)}: ${count} advisories of ${Object.keys(advisories).length} packages, dated ${newest}.`,
);
