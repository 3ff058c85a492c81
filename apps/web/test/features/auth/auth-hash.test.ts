import { describe, expect, it } from "vitest";
import { authHashTarget } from "../../../src/features/auth/auth-hash.ts";

describe("an auth link's hash", () => {
  it("of type email or sms leads to /two-factor-confirmation", () => {
    expect(authHashTarget("#access_token=abc&refresh_token=def&type=email")).toBe("/two-factor-confirmation");
    expect(authHashTarget("#type=sms&access_token=abc")).toBe("/two-factor-confirmation");
  });

  it("of any other kind, or no hash, leads nowhere", () => {
    for (const hash of [
      "",
      "#",
      "#top",
      "#access_token=abc&type=recovery",
      "#subtype=email",
      "#type=emails",
    ]) {
      expect(authHashTarget(hash), hash).toBeNull();
    }
  });
});
