import { LICENSE_REVIEW_MESSAGES } from "@campusride/shared/messages";
import type { PrivateProfile } from "@campusride/shared/schemas/profile";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LicenseStatus } from "../../../src/features/profiles/components/license-status.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { profileOf } from "../../support/profiles.ts";
import { renderScreen } from "../../support/render-screen.tsx";

const standIn = httpStandInPerTest();

function driver(overrides: Partial<PrivateProfile>): PrivateProfile {
  return profileOf({
    id: "u1",
    carYear: 2020,
    driverLicenseVerified: false,
    phone: null,
    hasLicenseFile: false,
    licenseStatus: "none",
    ...overrides,
  });
}

const pdf = () => new File(["%PDF-1.4\n%%EOF\n"], "license.pdf", { type: "application/pdf" });

describe("the driver license on the profile", () => {
  it("not uploaded: says so and offers the upload", () => {
    renderScreen(<LicenseStatus profile={driver({})} />);
    expect(screen.getByText("Driver license:").parentElement?.textContent).toBe(
      "Driver license: Not uploaded",
    );
    expect(screen.getByLabelText("Upload driver license")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "View uploaded file" })).toBeNull();
  });

  it("pending: says the review takes about 24 hours, the file can still be replaced", () => {
    renderScreen(<LicenseStatus profile={driver({ hasLicenseFile: true, licenseStatus: "pending" })} />);
    expect(screen.getByText(LICENSE_REVIEW_MESSAGES.pending)).toBeTruthy();
    expect(screen.getByText("Pending review — verification takes about 24 hours")).toBeTruthy();
    expect(screen.getByLabelText("Replace driver license")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View uploaded file" }).getAttribute("href")).toBe(
      "/api/me/license",
    );
  });

  it("verified: says so, with no upload offered", () => {
    renderScreen(
      <LicenseStatus
        profile={driver({ hasLicenseFile: true, licenseStatus: "verified", driverLicenseVerified: true })}
      />,
    );
    expect(screen.getByText("Verified")).toBeTruthy();
    expect(screen.queryByLabelText(/driver license/i)).toBeNull();
  });

  it("rejected: shows the reviewer's reason and uploads a new license, which is pending again", async () => {
    const { user } = renderScreen(
      <LicenseStatus
        profile={driver({
          hasLicenseFile: true,
          licenseStatus: "rejected",
          licenseRejectionReason: "The photo is blurry",
        })}
      />,
    );
    expect(screen.getByText(LICENSE_REVIEW_MESSAGES.rejected)).toBeTruthy();
    expect(screen.getByText("The photo is blurry")).toBeTruthy();
    expect(screen.getByText(LICENSE_REVIEW_MESSAGES.reuploadHint)).toBeTruthy();

    standIn().answer(201, { message: "Driver license uploaded. Verification takes about 24 hours." });
    await user.upload(screen.getByLabelText("Upload a new driver license"), pdf());
    expect(
      await screen.findByText("Driver license uploaded. Verification takes about 24 hours."),
    ).toBeTruthy();
    const [sent] = standIn().requests;
    expect(sent?.method).toBe("POST");
    expect(sent?.url).toBe("/api/me/license");
    expect(sent?.headers["content-type"]).toMatch(/^multipart\/form-data/);
  });
});
