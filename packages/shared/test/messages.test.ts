import { describe, expect, it } from "vitest";
import { FRIENDLY_MESSAGES, friendlyMessage } from "../src/messages.ts";

describe("friendlyMessage", () => {
  it.each([
    ["Rate limit exceeded for this key", FRIENDLY_MESSAGES.rateLimit],
    ["new row violates row-level security: permission denied", FRIENDLY_MESSAGES.permission],
    ["401 Unauthorized", FRIENDLY_MESSAGES.auth],
    ["TypeError: Network request failed", FRIENDLY_MESSAGES.network],
    ["Validation failed: seats", FRIENDLY_MESSAGES.validation],
    ["something odd", FRIENDLY_MESSAGES.default],
    [undefined, FRIENDLY_MESSAGES.default],
  ])("maps %j to its friendly message", (input, expected) => {
    expect(friendlyMessage(input)).toBe(expected);
  });
});
