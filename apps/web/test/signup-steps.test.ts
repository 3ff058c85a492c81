import { SIGNUP_MESSAGES } from "@campusride/shared/messages";
import { describe, expect, it } from "vitest";
import { licenseFileError, validateStep } from "../src/features/auth/components/signup/validate-step.ts";
import { INITIAL_VALUES, type WizardValues } from "../src/features/auth/components/signup/wizard-values.ts";

const filled: WizardValues = {
  ...INITIAL_VALUES,
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana@ufl.edu",
  phone: "(352) 555-0100",
  graduationYear: String(new Date().getFullYear()),
  university: "University of Florida",
  userType: "driver",
  car: { carMake: "Toyota", carModel: "Camry", carYear: "2020", carColor: "Silver" },
  password: "long-enough-1",
  confirmPassword: "long-enough-1",
  uploadLicenseLater: true,
};

function file(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type });
}

describe("sign-up wizard steps", () => {
  it("passes each step of a complete driver", () => {
    for (const step of [1, 2, 3, 4]) expect(validateStep(step, filled), `step ${step}`).toEqual({});
  });

  it("step 1 names each missing field and refuses a non-.edu address", () => {
    expect(validateStep(1, INITIAL_VALUES)).toEqual({
      firstName: SIGNUP_MESSAGES.firstNameRequired,
      lastName: SIGNUP_MESSAGES.lastNameRequired,
      email: SIGNUP_MESSAGES.emailRequired,
      phone: SIGNUP_MESSAGES.phoneRequired,
    });
    expect(validateStep(1, { ...filled, email: "ana@gmail.com" }).email).toBe(SIGNUP_MESSAGES.emailNotEdu);
  });

  it("step 2 requires the role", () => {
    expect(validateStep(2, { ...filled, userType: "" }).userType).toBe(SIGNUP_MESSAGES.roleRequired);
  });

  it("step 3 asks drivers for the car and a license choice; riders skip it", () => {
    const bare = {
      ...filled,
      car: { carMake: "Toyota", carModel: "", carYear: "", carColor: "" },
      uploadLicenseLater: false,
    };
    expect(validateStep(3, bare)).toEqual({
      car: SIGNUP_MESSAGES.carDetailsRequired,
      license: SIGNUP_MESSAGES.licenseChoiceRequired,
    });
    expect(validateStep(3, { ...bare, userType: "rider" })).toEqual({});
  });

  it("step 4 checks length and confirmation", () => {
    expect(validateStep(4, { ...filled, password: "short", confirmPassword: "short" }).password).toBe(
      SIGNUP_MESSAGES.passwordTooShort,
    );
    expect(validateStep(4, { ...filled, confirmPassword: "other" }).confirmPassword).toBe(
      SIGNUP_MESSAGES.passwordMismatch,
    );
  });

  it("checks the license file's type and size before uploading", () => {
    expect(licenseFileError(file("license.pdf", "application/pdf", 1000))).toBeUndefined();
    expect(licenseFileError(file("license.jpg", "image/jpeg", 1000))).toBeUndefined();
    expect(licenseFileError(file("license.gif", "image/gif", 1000))).toBe(SIGNUP_MESSAGES.licenseType);
    expect(licenseFileError(file("license.png", "image/png", 5 * 1024 * 1024))).toBe(
      SIGNUP_MESSAGES.licenseSize,
    );
  });
});
