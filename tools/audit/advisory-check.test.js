import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditPackages, describeAudit, installedPackages, parseDatabase } from "./advisory-check.js";

const root = path.resolve(import.meta.dirname, "../..");
const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-28T12:00:00Z");

const advisory = (overrides = {}) => ({
  id: 1001,
  url: "https://github.com/advisories/GHSA-test-test-test",
  title: "Prototype pollution",
  severity: "high",
  vulnerableVersions: "<1.2.4",
  ...overrides,
});

function database(overrides = {}) {
  return {
    source: "the test's advisory database",
    fetchedAt: new Date(now.getTime() - 2 * DAY_MS).toISOString(),
    asked: { left: ["1.2.3"], right: ["2.0.0"] },
    advisories: { left: [] },
    ...overrides,
  };
}

const packages = [
  { name: "left", version: "1.2.3" },
  { name: "right", version: "2.0.0" },
];

describe("the installed packages", () => {
  it("are every name and version of npm ls's tree once, without the workspaces' own or missing optional ones", () => {
    const tree = {
      dependencies: {
        "@campusride/api": {
          resolved: "file:../../apps/api",
          dependencies: {
            left: { version: "1.2.3", dependencies: { right: { version: "2.0.0" } } },
            right: { version: "2.0.0" },
            "not-installed": {},
          },
        },
        right: { version: "1.0.0" },
      },
    };
    expect(installedPackages(tree)).toEqual([
      { name: "left", version: "1.2.3" },
      { name: "right", version: "1.0.0" },
      { name: "right", version: "2.0.0" },
    ]);
  });
});

describe("the advisory database", () => {
  it("is refused when it is not JSON, names no source or date, or holds a malformed advisory", () => {
    expect(() => parseDatabase("{")).toThrow(/not JSON/);
    expect(() => parseDatabase(JSON.stringify(database({ source: "" })))).toThrow(/no source/);
    expect(() => parseDatabase(JSON.stringify(database({ fetchedAt: "yesterday" })))).toThrow(/fetchedAt/);
    expect(() => parseDatabase(JSON.stringify(database({ asked: undefined })))).toThrow(/asked/);
    const badRange = database({ advisories: { left: [advisory({ vulnerableVersions: "not a range" })] } });
    expect(() => parseDatabase(JSON.stringify(badRange))).toThrow(/malformed advisory for left/);
    const badSeverity = database({ advisories: { left: [advisory({ severity: "urgent" })] } });
    expect(() => parseDatabase(JSON.stringify(badSeverity))).toThrow(/malformed advisory for left/);
    expect(parseDatabase(JSON.stringify(database())).source).toBe("the test's advisory database");
  });
});

describe("the audit", () => {
  it("passes when no advisory matches, saying what it audited against which database of which date", () => {
    const db = database({ advisories: { left: [advisory({ vulnerableVersions: "<1.0.0" })] } });
    const result = auditPackages({ packages, database: db, now });
    expect(result.isPassed).toBe(true);
    expect(describeAudit(result, { packages, database: db })).toEqual([
      "Audited 2 production packages (2 names) against the test's advisory database of 2026-11-26 (2 days old).",
      "Advisories found: 0 critical, 0 high, 0 moderate, 0 low; the audit fails on high or worse.",
      "Audit passed.",
    ]);
  });

  it("fails on a high or critical advisory matching an installed version, and names it", () => {
    const db = database({ advisories: { left: [advisory()] } });
    const result = auditPackages({ packages, database: db, now });
    expect(result.isPassed).toBe(false);
    const lines = describeAudit(result, { packages, database: db });
    expect(lines).toContain(
      "  high: left@1.2.3 1001 Prototype pollution https://github.com/advisories/GHSA-test-test-test",
    );
    expect(lines.at(-1)).toBe("Audit FAILED.");
  });

  it("lists a milder advisory without failing", () => {
    const db = database({ advisories: { left: [advisory({ severity: "moderate" })] } });
    const result = auditPackages({ packages, database: db, now });
    expect(result.findings).toHaveLength(1);
    expect(result.isPassed).toBe(true);
  });

  it("warns, naming the date after which nothing is covered, on a database older than 30 days", () => {
    const old = database({ fetchedAt: new Date(now.getTime() - 31 * DAY_MS).toISOString() });
    const stale = auditPackages({ packages, database: old, now });
    expect(stale.isPassed).toBe(true);
    expect(stale.warnings).toEqual([
      "the advisory database is 31 days old (more than 30): advisories published after 2026-10-28 are not covered; run npm run audit:update where the registry's advisory service answers",
    ]);
    expect(describeAudit(stale, { packages, database: old })).toContain(`WARNING: ${stale.warnings[0]}.`);
  });

  it("fails, saying why, on a database never asked about an installed package", () => {
    const partial = database({ asked: { left: ["1.2.3"], right: ["1.0.0"] } });
    const uncovered = auditPackages({ packages, database: partial, now });
    expect(uncovered.isPassed).toBe(false);
    expect(uncovered.problems[0]).toMatch(/was not asked about 1 installed package\(s\) \(right@2\.0\.0\)/);
    expect(describeAudit(uncovered, { packages, database: partial })).toContain(
      `NOT AUDITED: ${uncovered.problems[0]}.`,
    );
  });

  it("takes a complete database as covering every package, and still fails on a match", () => {
    const whole = database({
      complete: true,
      asked: undefined,
      advisories: { right: [advisory({ vulnerableVersions: ">=2.0.0 <2.0.1", severity: "critical" })] },
    });
    expect(parseDatabase(JSON.stringify(whole)).complete).toBe(true);
    const result = auditPackages({ packages, database: whole, now });
    expect(result.problems).toEqual([]);
    expect(result.failing.map(({ name, version }) => `${name}@${version}`)).toEqual(["right@2.0.0"]);
    expect(result.isPassed).toBe(false);
  });
});

/** Runs a script of the repository; its exit code and what it printed. */
function runScript(script, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "scripts", script), ...args], { cwd: root });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** A registry's bulk advisory service: a high advisory for the installed fastify, or a refusal. */
function startAdvisoryService(fastifyVersion) {
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (request.url !== "/ok/-/npm/v1/security/advisories/bulk" || request.method !== "POST") {
        response.writeHead(405).end();
        return;
      }
      const asked = JSON.parse(body);
      const answer = {};
      if (asked.fastify) {
        answer.fastify = [
          {
            id: 424242,
            url: "https://github.com/advisories/GHSA-fixture",
            title: "Fixture advisory",
            severity: "high",
            vulnerable_versions: `<=${fastifyVersion}`,
            cwe: [],
            cvss: { score: 7.5 },
          },
        ];
      }
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe("the audit and update commands", () => {
  let folder;
  let server;
  let registry;
  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "campusride-audit-"));
    const fastify = JSON.parse(fs.readFileSync(path.join(root, "node_modules/fastify/package.json"), "utf8"));
    server = await startAdvisoryService(fastify.version);
    registry = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => {
    server?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("fails, saying nothing was audited, without a database", async () => {
    const { code, output } = await runScript("audit-production.mjs", [
      "--database",
      path.join(folder, "none.json"),
    ]);
    expect(code).toBe(1);
    expect(output).toMatch(/Production dependencies NOT audited: no advisory database at .*none\.json/);
  });

  it("writes nothing where the registry refuses the advisory service", async () => {
    const out = path.join(folder, "refused.json");
    const { code, output } = await runScript("update-advisories.mjs", [
      "--registry",
      `${registry}/refuses`,
      "--out",
      out,
    ]);
    expect(code).toBe(1);
    expect(output).toMatch(/could not be updated \(nothing written\): .* answered 405/);
    expect(fs.existsSync(out)).toBe(false);
  });

  it("fails on a known advisory for an installed production package, after saying what it audited", async () => {
    const out = path.join(folder, "advisories.json");
    const update = await runScript("update-advisories.mjs", ["--registry", `${registry}/ok`, "--out", out]);
    expect(update.output).toMatch(/Advisory database written to .*: \d+ packages asked, 1 advisories/);
    expect(update.code).toBe(0);

    const { code, output } = await runScript("audit-production.mjs", ["--database", out]);
    expect(output).toMatch(
      /Audited \d+ production packages \(\d+ names\) against http:\/\/127\.0\.0\.1:\d+\/ok\/-\/npm\/v1\/security\/advisories\/bulk of \d{4}-\d{2}-\d{2} \(0 days old\)\./,
    );
    expect(output).toMatch(
      / {2}high: fastify@\S+ 424242 Fixture advisory https:\/\/github\.com\/advisories\/GHSA-fixture/,
    );
    expect(output).toContain("Audit FAILED.");
    expect(code).toBe(1);
  }, 60_000);
});
