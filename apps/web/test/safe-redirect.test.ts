import { describe, expect, it } from "vitest";
import { safeRedirect } from "../src/features/auth/safe-redirect.ts";

describe("the redirect followed after sign-in", () => {
  it("keeps a path of this site", () => {
    expect(safeRedirect("/driver")).toBe("/driver");
    expect(safeRedirect("/routes?from=city:1&to=city:2")).toBe("/routes?from=city:1&to=city:2");
  });

  it("refuses other origins and anything that is not a path", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "driver",
      "",
      null,
      3,
    ]) {
      expect(safeRedirect(value), String(value)).toBeNull();
    }
  });
});
