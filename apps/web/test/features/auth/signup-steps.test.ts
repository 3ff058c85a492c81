import { SIGNUP_MESSAGES } from "@campusride/shared/messages";
import { describe, expect, it } from "vitest";
import {
  firstInvalidStepBefore,
  stepResolver,
} from "../../../src/features/auth/components/signup/wizard-schema.ts";
import {
  INITIAL_VALUES,
  stepOfField,
  type WizardValues,
} from "../../../src/features/auth/components/signup/wizard-values.ts";

const filled: WizardValues = {
  ...INITIAL_VALUES,
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana@ufl.edu",
  phone: "(352) 555-0100",
  graduationYear: String(new Date().getFullYear()),
  university: "University of Florida",
  userType: "driver",
  carMake: "Toyota",
  carModel: "Camry",
  carYear: "2020",
  carColor: "Silver",
  password: "long-enough-1",
  confirmPassword: "long-enough-1",
  uploadLicenseLater: true,
};

/** The messages of one step's check, by field. */
async function stepErrors(step: number, values: WizardValues): Promise<Record<string, string | undefined>> {
  const result = await stepResolver(step)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error?.message]));
}

function file(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type });
}

describe("sign-up wizard steps", () => {
  it("passes each step of a complete driver, keeping the values as typed", async () => {
    for (const step of [1, 2, 3, 4]) {
      const result = await stepResolver(step)(filled, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      });
      expect(result.errors, `step ${step}`).toEqual({});
      expect(result.values).toEqual(filled);
    }
  });

  it("step 1 names each missing field and refuses a non-.edu address, a name too long and a wrong phone", async () => {
    expect(await stepErrors(1, INITIAL_VALUES)).toEqual({
      firstName: SIGNUP_MESSAGES.firstNameRequired,
      lastName: SIGNUP_MESSAGES.lastNameRequired,
      email: SIGNUP_MESSAGES.emailRequired,
      phone: SIGNUP_MESSAGES.phoneRequired,
    });
    expect((await stepErrors(1, { ...filled, email: "ana@gmail.com" })).email).toBe(
      SIGNUP_MESSAGES.emailNotEdu,
    );
    expect((await stepErrors(1, { ...filled, phone: "555-0100" })).phone).toBe(SIGNUP_MESSAGES.phoneInvalid);
    expect((await stepErrors(1, { ...filled, lastName: "L".repeat(51) })).lastName).toBe(
      SIGNUP_MESSAGES.lastNameTooLong,
    );
    // an international student's number, with its country code
    expect(await stepErrors(1, { ...filled, phone: "+44 7911 123456" })).toEqual({});
  });

  it("step 2 requires the year and the role", async () => {
    expect(await stepErrors(2, { ...filled, graduationYear: "", userType: "" })).toEqual({
      graduationYear: SIGNUP_MESSAGES.graduationYearRequired,
      userType: SIGNUP_MESSAGES.roleRequired,
    });
  });

  it("step 3 marks each missing car field and asks for a license choice; riders skip it", async () => {
    const bare = { ...filled, carModel: "", carYear: "", carColor: "", uploadLicenseLater: false };
    expect(await stepErrors(3, bare)).toEqual({
      carModel: SIGNUP_MESSAGES.carDetailsRequired,
      carYear: SIGNUP_MESSAGES.carDetailsRequired,
      carColor: SIGNUP_MESSAGES.carDetailsRequired,
      licenseFile: SIGNUP_MESSAGES.licenseChoiceRequired,
    });
    expect(await stepErrors(3, { ...bare, userType: "rider" })).toEqual({});
  });

  it("step 3 checks the chosen license file's type and size", async () => {
    const withFile = (licenseFile: File) => ({ ...filled, uploadLicenseLater: false, licenseFile });
    expect(await stepErrors(3, withFile(file("license.pdf", "application/pdf", 1000)))).toEqual({});
    expect((await stepErrors(3, withFile(file("license.gif", "image/gif", 1000)))).licenseFile).toBe(
      SIGNUP_MESSAGES.licenseType,
    );
    expect(
      (await stepErrors(3, withFile(file("license.png", "image/png", 5 * 1024 * 1024)))).licenseFile,
    ).toBe(SIGNUP_MESSAGES.licenseSize);
  });

  it("step 4 checks length and confirmation", async () => {
    expect((await stepErrors(4, { ...filled, password: "short", confirmPassword: "short" })).password).toBe(
      SIGNUP_MESSAGES.passwordTooShort,
    );
    expect((await stepErrors(4, { ...filled, confirmPassword: "other" })).confirmPassword).toBe(
      SIGNUP_MESSAGES.passwordMismatch,
    );
  });

  it("finds the first unfinished step before the one asked for", async () => {
    expect(await firstInvalidStepBefore(4, filled)).toBeUndefined();
    expect(await firstInvalidStepBefore(4, { ...filled, userType: "" })).toBe(2);
    expect(await firstInvalidStepBefore(2, { ...filled, userType: "" })).toBeUndefined();
    expect(await firstInvalidStepBefore(4, INITIAL_VALUES)).toBe(1);
  });

  it("knows which step asks for a field the API refused", () => {
    expect(stepOfField("email")).toBe(1);
    expect(stepOfField("carModel")).toBe(3);
    expect(stepOfField("licenseUploadId")).toBeUndefined();
  });
});
