import { ACCOUNT_MESSAGES } from "@campusride/shared/messages";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DangerZone } from "../../../src/features/account/components/danger-zone.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";

const standIn = httpStandInPerTest();

function renderDangerZone() {
  const deleted: string[] = [];
  const rendered = renderScreen(<DangerZone onDeleted={(message) => deleted.push(message)} />);
  return { ...rendered, deleted };
}

function deletions() {
  return standIn().requests.filter((request) => request.url === "/api/me/delete");
}

describe("the profile's Danger zone: Delete account", () => {
  it("asks an account with a password for it, shows a wrong one on the field, then deletes", async () => {
    standIn().answerPath("/api/me/deletion", 200, { confirmWith: "password", isSignInRecent: false });
    const { user, deleted } = renderDangerZone();
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(dialog.textContent).toContain("Your upcoming trips are cancelled");

    // nothing typed: refused before anything is sent
    await user.click(await within(dialog).findByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.passwordRequired)).toBeTruthy();
    expect(deletions()).toEqual([]);

    const error = { code: "VALIDATION", message: ACCOUNT_MESSAGES.wrongPassword };
    standIn().answer(400, { error: { ...error, fields: { password: ACCOUNT_MESSAGES.wrongPassword } } });
    const password = within(dialog).getByLabelText("Your password");
    await user.type(password, "not-it");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.wrongPassword)).toBeTruthy();
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(deleted).toEqual([]);

    standIn().answer(200, { message: ACCOUNT_MESSAGES.deleted });
    await user.clear(password);
    await user.type(password, "correct-horse-1{Enter}");
    await expect.poll(() => deleted).toEqual([ACCOUNT_MESSAGES.deleted]);
    expect(deletions().map((request) => JSON.parse(request.body))).toEqual([
      { password: "not-it" },
      { password: "correct-horse-1" },
    ]);
  });

  it("asks an account without a password to sign in again when its sign-in is not recent", async () => {
    standIn().answerPath("/api/me/deletion", 200, { confirmWith: "recent-sign-in", isSignInRecent: false });
    const { user } = renderDangerZone();
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.signInAgain)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Delete my account" })).toBeNull();
    expect(within(dialog).queryByLabelText("Your password")).toBeNull();
  });

  it("deletes an account without a password that signed in moments ago with the button alone", async () => {
    standIn().answerPath("/api/me/deletion", 200, { confirmWith: "recent-sign-in", isSignInRecent: true });
    standIn().answer(200, { message: ACCOUNT_MESSAGES.deleted });
    const { user, deleted } = renderDangerZone();
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    await user.click(await within(dialog).findByRole("button", { name: "Delete my account" }));
    await expect.poll(() => deleted).toEqual([ACCOUNT_MESSAGES.deleted]);
    expect(deletions().map((request) => JSON.parse(request.body))).toEqual([{}]);
  });
});

describe("the profile's Danger zone: Download my data", () => {
  it("shows a refusal instead of saving it as the file", async () => {
    standIn().answer(429, { error: { code: "RATE_LIMITED", message: ACCOUNT_MESSAGES.exportLimited } });
    const { user } = renderDangerZone();
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    expect((await screen.findByRole("alert")).textContent).toBe(ACCOUNT_MESSAGES.exportLimited);
  });
});
