import {
  AUTH_MESSAGES,
  EMERGENCY_CONTACT_MESSAGES,
  RECENT_SIGN_IN_MESSAGES,
} from "@campusride/shared/messages";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DangerZone } from "../../../src/features/account/components/danger-zone.tsx";
import { EmergencyContactForm } from "../../../src/features/profiles/components/emergency-contact-form.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { profileOf } from "../../support/profiles.ts";
import { renderScreen } from "../../support/render-screen.tsx";

// The emergency contact and the data download ask a browser signed in more than a day ago
// for the password, then try again with it: the phone's flow (components/recent-sign-in.tsx).
const standIn = httpStandInPerTest();
const NOT_FRESH = { error: { code: "SESSION_NOT_FRESH", message: AUTH_MESSAGES.sessionNotFresh } };

const profile = profileOf({
  id: "u1",
  firstName: "Ana",
  lastName: "Lopez",
  userType: "rider",
  carMake: null,
  carModel: null,
  carYear: null,
  carColor: null,
  driverLicenseVerified: false,
  email: "ana@ufl.edu",
  hasLicenseFile: false,
  licenseStatus: "none",
});

/** Once the dialog asks, the stand-in's next answer is `then`; the password is typed in. */
async function confirmPassword(
  user: ReturnType<typeof renderScreen>["user"],
  password: string,
  then: () => void,
) {
  const dialog = await screen.findByRole("dialog", { name: RECENT_SIGN_IN_MESSAGES.title });
  then();
  await user.type(within(dialog).getByLabelText(RECENT_SIGN_IN_MESSAGES.passwordLabel), `${password}{Enter}`);
}

describe("the emergency contact from a browser signed in more than a day ago", () => {
  it("asks for the password in a dialog and saves with it", async () => {
    standIn().answer(403, NOT_FRESH);
    const saved: string[] = [];
    const { user } = renderScreen(
      <EmergencyContactForm profile={profile} onSaved={(message) => saved.push(message)} />,
    );
    await user.type(screen.getByLabelText("Name (optional)"), "Maria Lopez");
    await user.click(screen.getByRole("button", { name: "Save Emergency Contact" }));
    await confirmPassword(user, "my real password", () =>
      standIn().answer(200, { message: EMERGENCY_CONTACT_MESSAGES.saved }),
    );
    await waitFor(() => expect(saved).toEqual([EMERGENCY_CONTACT_MESSAGES.saved]));
    expect(screen.queryByRole("dialog")).toBeNull();
    const bodies = standIn().requests.map((request) => JSON.parse(request.body));
    expect(bodies).toEqual([
      { name: "Maria Lopez", phone: null, email: null },
      { name: "Maria Lopez", phone: null, email: null, currentPassword: "my real password" },
    ]);
  });

  it("shows the refusal on the form when the dialog is cancelled, and saves nothing", async () => {
    standIn().answer(403, NOT_FRESH);
    const saved: string[] = [];
    const { user } = renderScreen(
      <EmergencyContactForm profile={profile} onSaved={(message) => saved.push(message)} />,
    );
    await user.click(screen.getByRole("button", { name: "Save Emergency Contact" }));
    await screen.findByRole("dialog", { name: RECENT_SIGN_IN_MESSAGES.title });
    await user.keyboard("{Escape}");
    expect((await screen.findByRole("alert")).textContent).toBe(
      `Failed to update emergency contact: ${AUTH_MESSAGES.sessionNotFresh}`,
    );
    expect(saved).toEqual([]);
    expect(standIn().requests).toHaveLength(1);
  });
});

describe("Download my data from a browser signed in more than a day ago", () => {
  it("asks for the password in a dialog and downloads with it", async () => {
    standIn().answer(403, NOT_FRESH);
    const { user } = renderScreen(<DangerZone onDeleted={() => undefined} />);
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    await confirmPassword(user, "my real password", () =>
      standIn().answer(200, '{"profile":{}}', "application/json; charset=utf-8"),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await screen.findByRole("button", { name: "Download my data" });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(
      standIn().requests.map((request) => [request.method, request.url, JSON.parse(request.body)]),
    ).toEqual([
      ["POST", "/api/me/export", {}],
      ["POST", "/api/me/export", { currentPassword: "my real password" }],
    ]);
  });
});
