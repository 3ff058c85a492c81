import {
  CHANGE_PASSWORD_MESSAGES,
  PASSWORD_MESSAGES,
  TWO_FACTOR_MESSAGES,
} from "@campusride/shared/messages";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChangePasswordCard } from "../../../src/features/auth/components/change-password-card.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";

const standIn = httpStandInPerTest();
const OWNER = { name: "Ana Lopez", email: "ana.lopez@ufl.edu" };

function changes() {
  return standIn().requests.filter((request) => request.url === "/api/auth/change-password");
}

async function openForm() {
  const rendered = renderScreen(<ChangePasswordCard owner={OWNER} />);
  await rendered.user.click(screen.getByRole("button", { name: CHANGE_PASSWORD_MESSAGES.open }));
  const current = await screen.findByLabelText(CHANGE_PASSWORD_MESSAGES.currentLabel, { selector: "input" });
  await waitFor(() => expect(document.activeElement).toBe(current));
  return rendered;
}

async function fill(user: Awaited<ReturnType<typeof openForm>>["user"], current: string, next: string) {
  const field = (label: string) => screen.getByLabelText(label, { selector: "input" });
  await user.clear(field(CHANGE_PASSWORD_MESSAGES.currentLabel));
  await user.type(field(CHANGE_PASSWORD_MESSAGES.currentLabel), current);
  for (const label of [CHANGE_PASSWORD_MESSAGES.newLabel, CHANGE_PASSWORD_MESSAGES.confirmLabel]) {
    await user.clear(field(label));
    await user.type(field(label), next);
  }
  await user.click(screen.getByRole("button", { name: CHANGE_PASSWORD_MESSAGES.submit }));
}

describe("the profile's Change password", () => {
  it("checks the new password as the server does, before sending anything", async () => {
    const { user } = await openForm();
    await fill(user, "old-passphrase-1", "Gators2026!");
    expect(await screen.findByText(PASSWORD_MESSAGES.tooCommon)).toBeTruthy();
    await fill(user, "old-passphrase-1", "AnaLopez2026");
    expect(await screen.findByText(PASSWORD_MESSAGES.personal)).toBeTruthy();
    const newField = screen.getByLabelText(CHANGE_PASSWORD_MESSAGES.newLabel, { selector: "input" });
    expect(newField.getAttribute("aria-invalid")).toBe("true");
    expect(changes()).toEqual([]);
    // the first check indexes the dictionaries: room for a busy machine
  }, 30_000);

  it("says a wrong current password on its field", async () => {
    const message = TWO_FACTOR_MESSAGES.wrongPassword;
    standIn().answer(400, { error: { code: "VALIDATION", message, fields: { currentPassword: message } } });
    const { user } = await openForm();
    await fill(user, "not-my-password", "tangerine hammock at dawn");
    expect(await screen.findByText(message)).toBeTruthy();
    expect(
      screen
        .getByLabelText(CHANGE_PASSWORD_MESSAGES.currentLabel, { selector: "input" })
        .getAttribute("aria-invalid"),
    ).toBe("true");
  });

  it("changes it and says the other devices were signed out", async () => {
    // better-auth's answer, and the session the page then reads again (one body serves both)
    standIn().answer(200, { token: "t", user: { id: "u1" }, session: { id: "s2" } });
    const { user } = await openForm();
    await fill(user, "old-passphrase-1", "tangerine hammock at dawn");
    expect((await screen.findByRole("status")).textContent).toBe(CHANGE_PASSWORD_MESSAGES.changed);
    expect(screen.queryByLabelText(CHANGE_PASSWORD_MESSAGES.newLabel, { selector: "input" })).toBeNull();
    expect(changes().map((request) => JSON.parse(request.body))).toEqual([
      { currentPassword: "old-passphrase-1", newPassword: "tangerine hammock at dawn" },
    ]);
  });
});
