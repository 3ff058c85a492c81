import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.ts";
import { databaseDeadlines } from "../../src/db/open-database.ts";

describe("PostgreSQL's deadlines in the configuration", () => {
  it("default to a statement deadline, a slightly longer wait for any answer, and a long one for migrations", () => {
    expect(databaseDeadlines(loadConfig({}))).toEqual({
      statementTimeoutMs: 10_000,
      queryTimeoutMs: 12_000,
      migrationTimeoutMs: 600_000,
    });
    const set = loadConfig({
      DATABASE_STATEMENT_TIMEOUT_MS: "5000",
      DATABASE_QUERY_TIMEOUT_MS: "6000",
      DATABASE_MIGRATION_TIMEOUT_MS: "60000",
    });
    expect(databaseDeadlines(set)).toEqual({
      statementTimeoutMs: 5_000,
      queryTimeoutMs: 6_000,
      migrationTimeoutMs: 60_000,
    });
  });

  it("refuses a wait for answers no longer than the statement deadline, naming the variable", () => {
    const load = () =>
      loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "15000", DATABASE_QUERY_TIMEOUT_MS: "15000" });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/DATABASE_QUERY_TIMEOUT_MS: must be longer than DATABASE_STATEMENT_TIMEOUT_MS/);
  });

  it("refuses a deadline that is not a number of milliseconds", () => {
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "soon" })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ DATABASE_MIGRATION_TIMEOUT_MS: "0" })).toThrow(/DATABASE_MIGRATION_TIMEOUT_MS/);
  });
});
