import { EMAIL_KIND_LABELS } from "@campusride/shared/domain/notifications";
import { NOTIFICATION_MESSAGES } from "@campusride/shared/messages";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmailPreferences } from "../../../src/features/notifications/components/email-preferences.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";

const standIn = httpStandInPerTest();

const PATH = "/api/notifications/preferences";
const allOn = {
  email: {
    newRequest: true,
    requestAnswered: true,
    tripChanged: true,
    reminder: true,
    message: true,
    rideAlert: true,
  },
};

function checkbox(label: string) {
  return screen.getByRole<HTMLInputElement>("checkbox", { name: label });
}

async function renderPreferences(saved = allOn) {
  standIn().answerPath(PATH, 200, saved);
  const rendered = renderScreen(<EmailPreferences />, { path: "/profile" });
  await screen.findByRole("checkbox", { name: EMAIL_KIND_LABELS.reminder });
  return rendered;
}

function saves() {
  return standIn().requests.filter((request) => request.method === "PUT");
}

describe("Email notifications on /profile", () => {
  it("shows one checkbox per kind of email, as saved, and says the in-app ones are always on", async () => {
    await renderPreferences({ email: { ...allOn.email, reminder: false } });
    const section = screen.getByRole("region", { name: NOTIFICATION_MESSAGES.emailTitle });
    expect(within(section).getByText(NOTIFICATION_MESSAGES.inAppAlwaysOn)).toBeTruthy();
    expect(within(section).getAllByRole("checkbox")).toHaveLength(6);
    expect(checkbox(EMAIL_KIND_LABELS.newRequest).checked).toBe(true);
    expect(checkbox(EMAIL_KIND_LABELS.requestAnswered).checked).toBe(true);
    expect(checkbox(EMAIL_KIND_LABELS.tripChanged).checked).toBe(true);
    expect(checkbox(EMAIL_KIND_LABELS.reminder).checked).toBe(false);
    expect(standIn().requests[0]!.url).toBe(PATH);
  });

  it("saves the choices and confirms it", async () => {
    const { user } = await renderPreferences();
    const chosen = { email: { ...allOn.email, newRequest: false, reminder: false } };
    standIn().answerPath(PATH, 200, chosen);
    await user.click(checkbox(EMAIL_KIND_LABELS.newRequest));
    await user.click(checkbox(EMAIL_KIND_LABELS.reminder));
    await user.click(screen.getByRole("button", { name: NOTIFICATION_MESSAGES.emailSave }));

    expect((await screen.findByRole("status")).textContent).toBe(NOTIFICATION_MESSAGES.emailSaved);
    expect(saves()).toHaveLength(1);
    expect(JSON.parse(saves()[0]!.body)).toEqual(chosen);
    expect(checkbox(EMAIL_KIND_LABELS.newRequest).checked).toBe(false);
    // a new change is not yet saved: the confirmation goes
    await user.click(checkbox(EMAIL_KIND_LABELS.newRequest));
    await waitFor(() => expect(screen.queryByText(NOTIFICATION_MESSAGES.emailSaved)).toBeNull());
  });

  it("says why a save failed and keeps the choices", async () => {
    const { user } = await renderPreferences();
    standIn().answerPath(PATH, 500, { error: { code: "INTERNAL", message: "Something went wrong" } });
    await user.click(checkbox(EMAIL_KIND_LABELS.tripChanged));
    await user.click(screen.getByRole("button", { name: NOTIFICATION_MESSAGES.emailSave }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      `${NOTIFICATION_MESSAGES.emailSaveFailed}: Something went wrong`,
    );
    expect(checkbox(EMAIL_KIND_LABELS.tripChanged).checked).toBe(false);
    expect(screen.queryByText(NOTIFICATION_MESSAGES.emailSaved)).toBeNull();
  });

  it("says when the preferences cannot be read", async () => {
    standIn().answerPath(PATH, 500, { error: { code: "INTERNAL", message: "Something went wrong" } });
    renderScreen(<EmailPreferences />, { path: "/profile" });
    expect((await screen.findByRole("alert")).textContent).toContain(NOTIFICATION_MESSAGES.emailLoadFailed);
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});
