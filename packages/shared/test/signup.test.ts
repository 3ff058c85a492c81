import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { institutionForEmail } from "../src/domain/institutions.ts";
import { PROFILE_MESSAGES, SIGNUP_MESSAGES } from "../src/messages.ts";
import { updateProfileInputSchema } from "../src/schemas/profile.ts";
import { signupStep1Schema } from "../src/schemas/signup-personal.ts";
import { graduationYears, isEduEmail } from "../src/schemas/signup.ts";
import { signupInputSchema } from "../src/schemas/signup-input.ts";
import { vehicleInputSchema } from "../src/schemas/vehicle.ts";

const valid = {
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana@ufl.edu",
  phone: "(352) 555-0100",
  graduationYear: new Date().getFullYear() + 1,
  university: "University of Florida",
  userType: "rider",
  password: "long-enough-1",
  confirmPassword: "long-enough-1",
};

function firstMessage(input: unknown): string | undefined {
  const result = signupInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("the .edu rule", () => {
  it("accepts .edu domains in any case, with spaces around", () => {
    expect(isEduEmail("ana@ufl.edu")).toBe(true);
    expect(isEduEmail("  Ana@CS.UFL.EDU ")).toBe(true);
  });

  it("refuses other domains and lookalikes", () => {
    for (const email of [
      "ana@gmail.com",
      "a@ufl.edu.evil.com",
      "ufl.edu@gmail.com",
      "a@edu",
      "a@.edu",
      "edu",
    ]) {
      expect(isEduEmail(email), email).toBe(false);
    }
  });

  it("never accepts an address whose domain does not end in .edu", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const domain = email.split("@").at(-1)!.toLowerCase();
        expect(isEduEmail(email)).toBe(domain.endsWith(".edu") && domain.length > 4);
      }),
    );
  });
});

describe("sign-up schema", () => {
  it("normalises the email and sanitises the text fields", () => {
    const result = signupInputSchema.parse({
      ...valid,
      email: " ANA@UFL.EDU ",
      firstName: "<b>Ana</b>",
      phone: "352-555-0100 ext",
    });
    expect(result).toMatchObject({ email: "ana@ufl.edu", firstName: "Ana", phone: "+13525550100" });
  });

  it("stores a phone number of any country in one format however it was typed, and refuses invalid ones", () => {
    for (const typed of [
      "(352) 555-0100",
      "352-555-0100",
      "+1 352 555 0100",
      "1 352 555 0100",
      "3525550100",
    ]) {
      expect(signupInputSchema.parse({ ...valid, phone: typed }).phone, typed).toBe("+13525550100");
    }
    expect(signupInputSchema.parse({ ...valid, phone: "+44 20 7946 0958" }).phone).toBe("+442079460958");
    expect(signupInputSchema.parse({ ...valid, phone: "+1 416 555 0199" }).phone).toBe("+14165550199");
    for (const typed of ["(999) 123-4567", "12345", "020 7946 0958"]) {
      expect(firstMessage({ ...valid, phone: typed }), typed).toBe(SIGNUP_MESSAGES.phoneInvalid);
    }
  });

  it("uses the catalogue's messages", () => {
    expect(firstMessage({ ...valid, email: "ana@gmail.com" })).toBe(SIGNUP_MESSAGES.emailNotEdu);
    expect(firstMessage({ ...valid, email: "" })).toBe(SIGNUP_MESSAGES.emailRequired);
    expect(firstMessage({ ...valid, phone: "" })).toBe(SIGNUP_MESSAGES.phoneRequired);
    expect(firstMessage({ ...valid, userType: undefined })).toBe(SIGNUP_MESSAGES.roleRequired);
    expect(firstMessage({ ...valid, password: "short", confirmPassword: "short" })).toBe(
      SIGNUP_MESSAGES.passwordTooShort,
    );
    expect(firstMessage({ ...valid, confirmPassword: "other-pass-1" })).toBe(
      SIGNUP_MESSAGES.passwordMismatch,
    );
    expect(firstMessage({ ...valid, userType: "driver" })).toBe(SIGNUP_MESSAGES.carDetailsRequired);
  });

  it("reports each missing car field of a driver on its own path", () => {
    const result = signupInputSchema.safeParse({ ...valid, userType: "driver", carMake: "Toyota" });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "carModel",
      "carYear",
      "carColor",
    ]);
  });

  it("keeps a driver's car and drops a rider's", () => {
    const car = { carMake: "Tesla", carModel: "Model 3", carYear: "2022", carColor: "Red" };
    expect(signupInputSchema.parse({ ...valid, userType: "both", ...car })).toMatchObject({
      ...car,
      carYear: 2022,
    });
    expect(signupInputSchema.parse({ ...valid, ...car })).toMatchObject({ carMake: null, carYear: null });
  });

  it("step 1 alone reports each missing field", () => {
    const result = signupStep1Schema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      SIGNUP_MESSAGES.firstNameRequired,
      SIGNUP_MESSAGES.lastNameRequired,
      SIGNUP_MESSAGES.emailRequired,
      SIGNUP_MESSAGES.phoneRequired,
    ]);
  });
});

describe("free text the database keeps whole", () => {
  const fieldErrors = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

  it("refuses a name over 50 characters and a university over 100 on their fields, never cuts them", () => {
    const longName = "A".repeat(51);
    expect(fieldErrors(signupInputSchema.safeParse({ ...valid, lastName: longName }))).toStrictEqual({
      lastName: SIGNUP_MESSAGES.lastNameTooLong,
    });
    expect(fieldErrors(signupInputSchema.safeParse({ ...valid, firstName: longName }))).toStrictEqual({
      firstName: SIGNUP_MESSAGES.firstNameTooLong,
    });
    expect(fieldErrors(signupInputSchema.safeParse({ ...valid, university: "U".repeat(101) }))).toStrictEqual(
      {
        university: SIGNUP_MESSAGES.universityTooLong,
      },
    );
    const profile = updateProfileInputSchema.safeParse({ firstName: "Ana", lastName: longName });
    expect(fieldErrors(profile)).toStrictEqual({ lastName: SIGNUP_MESSAGES.lastNameTooLong });
  });

  it("counts characters as the database does, after markup and spaces are gone", () => {
    // 50 letters with spaces and markup around, and 50 emoji (100 UTF-16 units): both kept whole
    const fifty = "B".repeat(50);
    expect(
      updateProfileInputSchema.parse({ firstName: `  <b>${fifty}</b> `, lastName: "Lopez" }).firstName,
    ).toBe(fifty);
    const emoji = "😀".repeat(50);
    expect(updateProfileInputSchema.parse({ firstName: "Ana", lastName: emoji }).lastName).toBe(emoji);
  });
});

describe("graduation years", () => {
  it("offers 8 years starting from the current year minus 1", () => {
    expect(graduationYears(new Date("2026-03-01T12:00:00Z"))).toEqual([
      2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032,
    ]);
  });
});

describe("institutions", () => {
  it("names the university of a .edu address, subdomains included", () => {
    expect(institutionForEmail("ana@ufl.edu")).toBe("University of Florida");
    expect(institutionForEmail("ana@cise.ufl.edu")).toBe("University of Florida");
    expect(institutionForEmail("ana@nowhere-at-all.edu")).toBeUndefined();
    expect(institutionForEmail("not an email")).toBeUndefined();
  });
});

describe("profile edit schemas", () => {
  it("requires names, turns an empty phone into none and stores a phone in E.164", () => {
    expect(
      updateProfileInputSchema.parse({ firstName: "Ana", lastName: "Lopez", phone: "" }).phone,
    ).toBeNull();
    expect(
      updateProfileInputSchema.parse({ firstName: "Ana", lastName: "Lopez", phone: "(407) 555-0199" }).phone,
    ).toBe("+14075550199");
    expect(
      updateProfileInputSchema.safeParse({ firstName: "Ana", lastName: "Lopez", phone: "555" }).error
        ?.issues[0]?.message,
    ).toBe(SIGNUP_MESSAGES.phoneInvalid);
    const result = updateProfileInputSchema.safeParse({ firstName: " ", lastName: "Lopez" });
    expect(result.error?.issues[0]?.message).toBe(PROFILE_MESSAGES.firstNameRequired);
  });

  it("requires all four car fields, with a model of the chosen make", () => {
    expect(
      vehicleInputSchema.safeParse({ carMake: "Honda", carModel: "Civic", carYear: 2019, carColor: "Blue" })
        .success,
    ).toBe(true);
    const missing = vehicleInputSchema.safeParse({ carMake: "Honda" });
    expect(missing.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["carModel", PROFILE_MESSAGES.driverCarOnUpdate],
      ["carYear", PROFILE_MESSAGES.driverCarOnUpdate],
      ["carColor", PROFILE_MESSAGES.driverCarOnUpdate],
    ]);
    expect(
      vehicleInputSchema.safeParse({ carMake: "Honda", carModel: "Camry", carYear: 2019, carColor: "Blue" })
        .success,
    ).toBe(false);
  });
});
