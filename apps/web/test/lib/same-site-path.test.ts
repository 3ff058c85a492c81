import { describe, expect, it } from "vitest";
import { sameSitePath } from "../../src/config/paths.ts";

describe("the redirect followed after sign-in", () => {
  it("keeps a path of this site", () => {
    expect(sameSitePath("/driver")).toBe("/driver");
    expect(sameSitePath("/routes?from=city:1&to=city:2")).toBe("/routes?from=city:1&to=city:2");
  });

  it("refuses other origins and anything that is not a path", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "/./\\evil.example",
      "https://evil.example",
      "driver",
      "",
      null,
      undefined,
    ]) {
      expect(sameSitePath(value), String(value)).toBeNull();
    }
  });
});
