import { describe, expect, it } from "vitest";
import { loggerOptions } from "../../src/logger.ts";
import { testConfig } from "../support/app.ts";

const isPretty = (options: ReturnType<typeof loggerOptions>) =>
  typeof options === "object" && options !== null && "transport" in options;

describe("log format", () => {
  it("is readable at a developer's terminal and JSON when the output goes elsewhere", () => {
    const development = testConfig({ NODE_ENV: "development", LOG_LEVEL: "debug" });
    expect(loggerOptions(development, true)).toMatchObject({
      level: "debug",
      transport: { target: "pino-pretty" },
    });
    expect(loggerOptions(development, false)).toEqual({ level: "debug" });
  });

  it("follows LOG_PRETTY outside production", () => {
    expect(isPretty(loggerOptions(testConfig({ NODE_ENV: "development", LOG_PRETTY: "1" }), false))).toBe(
      true,
    );
    expect(isPretty(loggerOptions(testConfig({ NODE_ENV: "development", LOG_PRETTY: "0" }), true))).toBe(
      false,
    );
  });

  it("is always JSON in production", () => {
    const production = testConfig({ NODE_ENV: "production", AUTH_SECRET: "a".repeat(32), LOG_PRETTY: "1" });
    expect(loggerOptions(production, true)).toEqual({ level: "silent" });
  });
});
