import semver from "semver";

/**
 * The production dependency audit, offline: the installed packages against a snapshot of
 * the advisory database kept in the repository (tools/audit/advisories.json, written by
 * `npm run audit:update`, or imported whole from the Node.js Security WG's database by
 * `npm run audit:import`). The audit refuses a snapshot that is missing, malformed or silent
 * about an installed package, rather than passing without having looked, and says how old
 * it is: an old one is named in a warning with the date after which nothing is covered.
 */

export const SEVERITIES = ["low", "moderate", "high", "critical"];
/** An older snapshot is audited against, with a warning: advisories published since go unseen. */
export const MAX_AGE_DAYS = 30;
/** Advisories of this severity or worse fail the audit; milder ones are listed. */
export const FAIL_ON = "high";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * @typedef {{ name: string, version: string }} InstalledPackage
 * @typedef {{ id: number | string, url?: string, title?: string, severity: string, vulnerableVersions: string }} Advisory
 * A database is either the answers about the packages it `asked` about (the registry's bulk
 * service), or `complete`: a whole advisory database, which covers every package.
 * @typedef {{ source: string, fetchedAt: string, complete?: boolean, asked?: Record<string, string[]>, advisories: Record<string, Advisory[]> }} AdvisoryDatabase
 */

/**
 * Every package of an `npm ls --all --json` tree, once per name and version. The
 * workspaces' own packages (linked from the repository) and optional packages that are not
 * installed (no version) are not on the registry, so they are left out.
 * @returns {InstalledPackage[]}
 */
export function installedPackages(tree) {
  const found = new Map();
  const visit = (dependencies) => {
    for (const [name, node] of Object.entries(dependencies ?? {})) {
      const isLinked = typeof node.resolved === "string" && node.resolved.startsWith("file:");
      if (!isLinked && typeof node.version === "string")
        found.set(`${name}@${node.version}`, { name, version: node.version });
      visit(node.dependencies);
    }
  };
  visit(tree.dependencies);
  return [...found.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}

/**
 * Reads a snapshot's text; throws an Error saying what is wrong with it.
 * @returns {AdvisoryDatabase}
 */
export function parseDatabase(text) {
  let database;
  try {
    database = JSON.parse(text);
  } catch (error) {
    throw new Error(`the advisory database is not JSON (${error.message})`);
  }
  const { source, fetchedAt, complete, asked, advisories } = database ?? {};
  if (typeof source !== "string" || !source) throw new Error("the advisory database names no source");
  if (typeof fetchedAt !== "string" || Number.isNaN(Date.parse(fetchedAt))) {
    throw new Error("the advisory database has no valid fetchedAt date");
  }
  if ((complete !== true && !isRecord(asked)) || !isRecord(advisories)) {
    throw new Error("the advisory database lacks its asked and advisories lists");
  }
  for (const [name, list] of Object.entries(advisories)) {
    for (const advisory of Array.isArray(list) ? list : [null]) {
      if (
        !SEVERITIES.includes(advisory?.severity) ||
        !semver.validRange(advisory?.vulnerableVersions ?? "")
      ) {
        throw new Error(`the advisory database has a malformed advisory for ${name}`);
      }
    }
  }
  return database;
}

function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Audits `packages` against `database` as of `now`.
 * @param {{ packages: InstalledPackage[], database: AdvisoryDatabase, now: Date, maxAgeDays?: number, failOn?: string }} options
 */
export function auditPackages({ packages, database, now, maxAgeDays = MAX_AGE_DAYS, failOn = FAIL_ON }) {
  const ageDays = (now.getTime() - Date.parse(database.fetchedAt)) / DAY_MS;
  const problems = [];
  const warnings = [];
  if (ageDays > maxAgeDays) {
    warnings.push(
      `the advisory database is ${Math.floor(ageDays)} days old (more than ${maxAgeDays}): advisories published after ${database.fetchedAt.slice(0, 10)} are not covered; run npm run audit:update where the registry's advisory service answers`,
    );
  } else if (ageDays < -1) {
    problems.push("the advisory database is dated in the future");
  }
  const uncovered = database.complete
    ? []
    : packages.filter(({ name, version }) => !database.asked?.[name]?.includes(version));
  if (uncovered.length > 0) {
    const names = uncovered.map(({ name, version }) => `${name}@${version}`);
    problems.push(
      `the advisory database was not asked about ${uncovered.length} installed package(s) (${names.slice(0, 5).join(", ")}${uncovered.length > 5 ? ", …" : ""}): run npm run audit:update`,
    );
  }
  const findings = packages.flatMap(({ name, version }) =>
    (database.advisories[name] ?? [])
      .filter((advisory) =>
        semver.satisfies(version, advisory.vulnerableVersions, { includePrerelease: true }),
      )
      .map((advisory) => ({ name, version, advisory })),
  );
  const threshold = SEVERITIES.indexOf(failOn);
  const failing = findings.filter(({ advisory }) => SEVERITIES.indexOf(advisory.severity) >= threshold);
  return {
    ageDays,
    problems,
    warnings,
    findings,
    failing,
    isPassed: problems.length === 0 && failing.length === 0,
  };
}

/** What the audit says: what was audited, against which database of which date, and why it fails. */
export function describeAudit(result, { packages, database, failOn = FAIL_ON }) {
  const names = new Set(packages.map(({ name }) => name));
  const counts = SEVERITIES.map(
    (severity) =>
      `${result.findings.filter(({ advisory }) => advisory.severity === severity).length} ${severity}`,
  );
  const lines = [
    `Audited ${packages.length} production packages (${names.size} names) against ${database.source}` +
      ` of ${database.fetchedAt.slice(0, 10)} (${Math.max(0, Math.floor(result.ageDays))} days old).`,
    `Advisories found: ${counts.reverse().join(", ")}; the audit fails on ${failOn} or worse.`,
  ];
  for (const { name, version, advisory } of result.findings) {
    lines.push(
      `  ${advisory.severity}: ${name}@${version} ${advisory.id} ${advisory.title ?? ""} ${advisory.url ?? ""}`.trimEnd(),
    );
  }
  for (const warning of result.warnings) lines.push(`WARNING: ${warning}.`);
  for (const problem of result.problems) lines.push(`NOT AUDITED: ${problem}.`);
  lines.push(result.isPassed ? "Audit passed." : "Audit FAILED.");
  return lines;
}
