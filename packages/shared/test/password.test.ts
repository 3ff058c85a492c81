import { describe, expect, it } from "vitest";
import { LIMITS } from "../src/limits.ts";
import { PASSWORD_MESSAGES } from "../src/messages.ts";
import { passwordSchema, resetPasswordFormSchema, signupStep4Schema } from "../src/schemas/password.ts";

function messageFor(password: string): string | undefined {
  const result = passwordSchema.safeParse(password);
  return result.success ? undefined : result.error.issues[0]?.message;
}

// 100 characters (code points) but 135 UTF-16 units: most emoji are 2 units each.
const EMOJI_PASSPHRASE = `🚗🚙🚕🚌 road trip 🌴🌞🐊🏖 to Gainesville 🏈🎓📚🦎 with crew 🎒🎧🍕🥨🍩 playlists 🎶🎸🥁🎹🎺 at dawn 🌅🌄🌇🌠 go 🚀✨🎉🥳🎈🎊🎆🎇🧨🪅!!`;

describe("a new password", () => {
  it("refuses common passwords and easy patterns with a clear message", () => {
    for (const common of ["password123", "Passw0rd", "qwertyuiop", "12345678", "abcdefgh", "iloveyou1"]) {
      expect(messageFor(common), common).toBe(PASSWORD_MESSAGES.tooCommon);
    }
  });

  it("accepts passphrases and random strings of 8 or more characters", () => {
    for (const good of ["correct-horse-1", "kx8#mQ2p", "ufl-student-2025", EMOJI_PASSPHRASE]) {
      expect(messageFor(good), good).toBeUndefined();
    }
  });

  it("counts characters (code points), not UTF-16 units", () => {
    expect([...EMOJI_PASSPHRASE]).toHaveLength(100);
    expect(EMOJI_PASSPHRASE.length).toBeGreaterThan(LIMITS.passwordMax);
    // 128 emoji are 256 UTF-16 units, yet 128 characters: the maximum, allowed
    const longest = "🚗🌴🎒🎶".repeat(32);
    expect(messageFor(longest)).not.toBe(PASSWORD_MESSAGES.tooLong);
    expect(messageFor(`${longest}x`)).toBe(PASSWORD_MESSAGES.tooLong);
    // 4 emoji are 8 UTF-16 units but 4 characters: too short
    expect(messageFor("🚗🌴🎒🎶")).toBe(PASSWORD_MESSAGES.tooShort);
    expect(messageFor("")).toBe(PASSWORD_MESSAGES.required);
  });

  it("is the rule of the sign-up form and of the reset form", () => {
    const common = { password: "Passw0rd", confirmPassword: "Passw0rd" };
    expect(signupStep4Schema.safeParse(common).error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(resetPasswordFormSchema.safeParse(common).error?.issues[0]?.message).toBe(
      PASSWORD_MESSAGES.tooCommon,
    );
    const long = { password: EMOJI_PASSPHRASE, confirmPassword: EMOJI_PASSPHRASE };
    expect(signupStep4Schema.safeParse(long).success).toBe(true);
  });
});
