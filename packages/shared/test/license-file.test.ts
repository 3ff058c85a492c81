import { describe, expect, it } from "vitest";
import { LICENSE_ACCEPT, licenseFileError, licenseKindOfName } from "../src/domain/license-file.ts";
import { SIGNUP_MESSAGES } from "../src/messages.ts";

const MB = 1024 * 1024;

describe("license file rules", () => {
  it("takes JPEG, PNG and PDF under 5MB", () => {
    expect(licenseFileError({ name: "license.pdf", type: "application/pdf", size: 1000 })).toBeUndefined();
    expect(licenseFileError({ name: "license.JPEG", type: "image/jpeg", size: 1000 })).toBeUndefined();
    expect(licenseFileError({ name: "license.jpg", type: "image/jpg", size: 1000 })).toBeUndefined();
    expect(licenseFileError({ name: "license.png", type: "", size: 5 * MB - 1 })).toBeUndefined();
  });

  it("refuses other types, a type the name does not claim, and 5MB or more", () => {
    expect(licenseFileError({ name: "license.gif", type: "image/gif", size: 1 })).toBe(
      SIGNUP_MESSAGES.licenseType,
    );
    expect(licenseFileError({ name: "license", type: "application/pdf", size: 1 })).toBe(
      SIGNUP_MESSAGES.licenseType,
    );
    expect(licenseFileError({ name: "license.png", type: "application/pdf", size: 1 })).toBe(
      SIGNUP_MESSAGES.licenseType,
    );
    expect(licenseFileError({ name: "license.png", type: "image/png", size: 5 * MB })).toBe(
      SIGNUP_MESSAGES.licenseSize,
    );
  });

  it("names the kind an extension claims and lists every accepted type for the picker", () => {
    expect(licenseKindOfName("scan.Jpeg")).toBe("jpg");
    expect(licenseKindOfName("scan.tiff")).toBeUndefined();
    expect(LICENSE_ACCEPT.split(",")).toEqual(
      expect.arrayContaining(["image/jpeg", "image/png", "application/pdf", ".jpg", ".jpeg", ".png", ".pdf"]),
    );
  });
});
