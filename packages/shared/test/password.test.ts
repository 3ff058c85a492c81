import { describe, expect, it } from "vitest";
import { LIMITS } from "../src/limits.ts";
import { FLORIDA_UNIVERSITIES, PUBLISHED_DEMO_PASSWORD } from "../src/domain/password-context.ts";
import { PASSWORD_MESSAGES } from "../src/messages.ts";
import {
  changePasswordFormSchema,
  newPasswordSchema,
  passwordProblem,
  resetPasswordFormSchema,
  signupStep4Schema,
} from "../src/schemas/password.ts";

function messageFor(password: string): string | undefined {
  const result = newPasswordSchema().safeParse(password);
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
    expect(
      resetPasswordFormSchema.safeParse({ newPassword: "Passw0rd", confirmPassword: "Passw0rd" }).error
        ?.issues[0]?.message,
    ).toBe(PASSWORD_MESSAGES.tooCommon);
    const long = { password: EMOJI_PASSPHRASE, confirmPassword: EMOJI_PASSPHRASE };
    expect(signupStep4Schema.safeParse(long).success).toBe(true);
  });
});

// Guessable on a campus ride-sharing site: the product, its published demo password, a
// Florida university's nickname, and a word with a year and a symbol.
const CAMPUS_GUESSES = [
  "campusride-demo",
  "campusride",
  "CampusRide2026",
  "Gators2026!",
  "ufgators1",
  "Summer2024!",
];

// Passphrases and random strings that stay accepted, with or without an owner.
const STRONG = [
  "correct horse battery staple",
  "fresh-choice-42",
  "quiet-maple-river",
  "blue lagoon tacos",
  "sunflower-kayak-47",
  "kx8#mQ2p",
  "Tr0ub4dor&3",
  EMOJI_PASSPHRASE,
];

const ANA = { name: "Ana Lopez", email: "ana.lopez23@ufl.edu" };

describe("a password guessable from CampusRide's context", () => {
  it("refuses the product's words, the demo password, campus names and word + year + symbol", () => {
    expect(PUBLISHED_DEMO_PASSWORD).toBe("campusride-demo");
    for (const password of CAMPUS_GUESSES) {
      expect(messageFor(password), password).toBe(PASSWORD_MESSAGES.tooCommon);
    }
  });

  it("refuses every Florida university's nickname and mascot with a year and a symbol", () => {
    const words = FLORIDA_UNIVERSITIES.flatMap((university) => [
      ...university.nicknames,
      ...university.mascots,
    ]);
    expect(words).toEqual(
      expect.arrayContaining([
        "Gators",
        "Seminoles",
        "Noles",
        "Knights",
        "Bulls",
        "Hatters",
        "Tars",
        "Canes",
      ]),
    );
    for (const word of words) {
      const password = `${word.replaceAll(" ", "")}2026!`;
      expect(messageFor(password), password).toBe(PASSWORD_MESSAGES.tooCommon);
    }
    // some seventy estimates: generous room for a busy machine
  }, 60_000);

  it("keeps accepting strong passphrases and random strings", () => {
    for (const password of STRONG) {
      expect(passwordProblem(password), password).toBeUndefined();
      expect(passwordProblem(password, ANA), password).toBeUndefined();
    }
  });
});

describe("a password built from its owner's name or address", () => {
  const ownName = [
    "AnaLopez2026",
    "ana.lopez23",
    "lopezana!",
    "Ana.Lopez.2025",
    "alopez2025!",
    "analopez@ufl",
    "ana.lopez23@ufl.edu",
  ];

  it("is refused with its own message when the owner is known", () => {
    for (const password of ownName) {
      expect(passwordProblem(password, ANA), password).toBe(PASSWORD_MESSAGES.personal);
    }
  });

  it("is the rule of the sign-up's step 4 (with step 1's name and address) and of Change password", () => {
    const step4 = signupStep4Schema.safeParse({
      password: "AnaLopez2026",
      confirmPassword: "AnaLopez2026",
      firstName: "Ana",
      lastName: "Lopez",
      email: "ana.lopez23@ufl.edu",
    });
    expect(step4.error?.issues).toEqual([
      expect.objectContaining({ path: ["password"], message: PASSWORD_MESSAGES.personal }),
    ]);
    const change = changePasswordFormSchema(ANA).safeParse({
      currentPassword: "old-one",
      newPassword: "lopezana!",
      confirmPassword: "lopezana!",
    });
    expect(change.error?.issues).toEqual([
      expect.objectContaining({ path: ["newPassword"], message: PASSWORD_MESSAGES.personal }),
    ]);
  });
});
