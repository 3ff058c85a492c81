// `npm audit` of the production dependencies: fails on any high or critical advisory.
// Where the registry refuses the advisory service (as a mirror without it does), it says so
// plainly and exits 0: nothing was audited, and nothing is claimed.
import { spawnSync } from "node:child_process";

const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  console.error(`npm audit printed no report (exit ${result.status}):\n${result.stderr}`);
  process.exit(1);
}

if (!report.metadata) {
  console.log(
    `npm audit: the advisory service could not be asked (${report.message ?? `status ${report.statusCode}`}); production dependencies NOT audited in this run.`,
  );
  process.exit(0);
}

const counts = report.metadata.vulnerabilities;
const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, entry]) =>
  ["high", "critical"].includes(entry.severity),
);
console.log(
  `npm audit of ${report.metadata.dependencies?.prod ?? "?"} production dependencies: ` +
    `${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low.`,
);
for (const [name, entry] of serious) console.log(`  ${entry.severity}: ${name} ${entry.range}`);
process.exit(serious.length > 0 ? 1 : 0);
