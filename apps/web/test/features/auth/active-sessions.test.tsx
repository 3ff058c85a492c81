import { AUTH_MESSAGES, RECENT_SIGN_IN_MESSAGES, SESSION_MESSAGES } from "@campusride/shared/messages";
import type { ActiveSession } from "@campusride/shared/schemas/sessions";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ActiveSessions } from "../../../src/features/auth/components/active-sessions.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";

const standIn = httpStandInPerTest();

const PATH = "/api/me/sessions";

function session(overrides: Partial<ActiveSession>): ActiveSession {
  return {
    id: "this-one",
    createdAt: "2026-11-20T14:00:00.000Z",
    lastActiveAt: "2026-11-24T09:30:00.000Z",
    expiresAt: "2026-12-01T09:30:00.000Z",
    userAgent: "Chrome on Windows",
    ipAddress: "203.0.113.*",
    current: true,
    ...overrides,
  };
}

const laptop = session({});
const phone = session({ id: "the-phone", userAgent: "Safari on iPhone", ipAddress: null, current: false });

function list() {
  return screen.getByRole("list", { name: SESSION_MESSAGES.title });
}

describe("Active sessions on /profile", () => {
  it("says it is loading, then lists the sessions with this device marked and no sign-out for it", async () => {
    standIn().answerPath(PATH, 200, { sessions: [laptop, phone] });
    renderScreen(<ActiveSessions />, { path: "/profile" });
    expect(screen.getByRole("status").textContent).toBe(SESSION_MESSAGES.loading);
    const items = await within(
      await screen.findByRole("list", { name: SESSION_MESSAGES.title }),
    ).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(SESSION_MESSAGES.thisDevice)).toBeTruthy();
    expect(within(items[0]!).queryByRole("button")).toBeNull();
    expect(items[0]!.textContent).toContain("203.0.113.*");
    expect(within(items[1]!).getByRole("button", { name: "Sign out Safari on iPhone" })).toBeTruthy();
    expect(screen.getByRole("button", { name: SESSION_MESSAGES.signOutOthers })).toBeTruthy();
    expect(screen.queryByText(SESSION_MESSAGES.empty)).toBeNull();
  });

  it("says when no other browser is signed in, offering nothing to sign out", async () => {
    standIn().answerPath(PATH, 200, { sessions: [laptop] });
    renderScreen(<ActiveSessions />, { path: "/profile" });
    expect(await screen.findByText(SESSION_MESSAGES.empty)).toBeTruthy();
    expect(within(list()).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says when the sessions cannot be read, and reads them again on 'Try Again'", async () => {
    standIn().answerPath(PATH, 500, { error: { code: "INTERNAL", message: "Something went wrong" } });
    const { user } = renderScreen(<ActiveSessions />, { path: "/profile" });
    expect((await screen.findByRole("alert")).textContent).toContain(SESSION_MESSAGES.loadFailed);
    standIn().answerPath(PATH, 200, { sessions: [laptop] });
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText(SESSION_MESSAGES.empty)).toBeTruthy();
  });

  it("signs one other session out and reads the list again", async () => {
    standIn().answerPath(PATH, 200, { sessions: [laptop, phone] });
    standIn().answerPath(`${PATH}/the-phone`, 204, "");
    const { user } = renderScreen(<ActiveSessions />, { path: "/profile" });
    await user.click(await screen.findByRole("button", { name: "Sign out Safari on iPhone" }));
    expect((await screen.findByRole("status")).textContent).toBe(SESSION_MESSAGES.signedOutOne);
    const deletes = standIn().requests.filter((request) => request.method === "DELETE");
    expect(deletes.map((request) => request.url)).toEqual([`${PATH}/the-phone`]);
    await waitFor(() => expect(standIn().requests.filter((request) => request.url === PATH)).toHaveLength(2));
  });

  it("signs the others out only after the confirmation, and says how many", async () => {
    standIn().answerPath(PATH, 200, { sessions: [laptop, phone] });
    standIn().answerPath(`${PATH}/revoke-others`, 200, { revoked: 1 });
    const { user } = renderScreen(<ActiveSessions />, { path: "/profile" });
    await user.click(await screen.findByRole("button", { name: SESSION_MESSAGES.signOutOthers }));
    const dialog = await screen.findByRole("dialog", { name: SESSION_MESSAGES.confirmTitle });
    await user.click(within(dialog).getByRole("button", { name: SESSION_MESSAGES.cancel }));
    expect(standIn().requests.filter((request) => request.method === "POST")).toEqual([]);

    await user.click(screen.getByRole("button", { name: SESSION_MESSAGES.signOutOthers }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: SESSION_MESSAGES.confirm }),
    );
    expect((await screen.findByRole("status")).textContent).toBe(SESSION_MESSAGES.signedOutOthers(1));
    expect(
      standIn()
        .requests.filter((request) => request.method === "POST")
        .map((request) => request.url),
    ).toEqual([`${PATH}/revoke-others`]);
  });
});

describe("Active sessions from a browser signed in more than a day ago", () => {
  const notFresh = { error: { code: "SESSION_NOT_FRESH", message: AUTH_MESSAGES.sessionNotFresh } };

  function bodiesOf(method: string) {
    return standIn()
      .requests.filter((request) => request.method === method)
      .map((request) => request.body);
  }

  it("asks for the password, says when it is wrong, and signs the session out with the right one", async () => {
    standIn().answerPath(PATH, 200, { sessions: [laptop, phone] });
    standIn().answerPath(`${PATH}/the-phone`, 403, notFresh);
    const { user } = renderScreen(<ActiveSessions />, { path: "/profile" });
    await user.click(await screen.findByRole("button", { name: "Sign out Safari on iPhone" }));

    const dialog = await screen.findByRole("dialog", { name: RECENT_SIGN_IN_MESSAGES.title });
    expect(dialog.textContent).toContain(AUTH_MESSAGES.sessionNotFresh);
    const password = within(dialog).getByLabelText(RECENT_SIGN_IN_MESSAGES.passwordLabel);
    expect(document.activeElement).toBe(password);
    await user.click(within(dialog).getByRole("button", { name: RECENT_SIGN_IN_MESSAGES.confirm }));
    expect(await within(dialog).findByText(RECENT_SIGN_IN_MESSAGES.passwordRequired)).toBeTruthy();

    await user.type(password, "not-my-password{Enter}");
    expect(await within(dialog).findByText(RECENT_SIGN_IN_MESSAGES.wrongPassword)).toBeTruthy();

    standIn().answerPath(`${PATH}/the-phone`, 204, "");
    await user.clear(password);
    await user.type(password, "my real password{Enter}");
    expect((await screen.findByRole("status")).textContent).toBe(SESSION_MESSAGES.signedOutOne);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(bodiesOf("DELETE")).toEqual([
      "",
      JSON.stringify({ currentPassword: "not-my-password" }),
      JSON.stringify({ currentPassword: "my real password" }),
    ]);
  });

  it("signs the others out after the password; Escape gives up and says why", async () => {
    standIn().answerPath(PATH, 200, { sessions: [laptop, phone] });
    standIn().answerPath(`${PATH}/revoke-others`, 403, notFresh);
    const { user } = renderScreen(<ActiveSessions />, { path: "/profile" });
    await user.click(await screen.findByRole("button", { name: SESSION_MESSAGES.signOutOthers }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: SESSION_MESSAGES.confirm }),
    );
    await screen.findByRole("dialog", { name: RECENT_SIGN_IN_MESSAGES.title });
    await user.keyboard("{Escape}");
    const confirm = await screen.findByRole("dialog", { name: SESSION_MESSAGES.confirmTitle });
    expect((await within(confirm).findByRole("alert")).textContent).toContain(AUTH_MESSAGES.sessionNotFresh);

    await user.click(within(confirm).getByRole("button", { name: SESSION_MESSAGES.confirm }));
    const dialog = await screen.findByRole("dialog", { name: RECENT_SIGN_IN_MESSAGES.title });
    standIn().answerPath(`${PATH}/revoke-others`, 200, { revoked: 2 });
    await user.type(within(dialog).getByLabelText(RECENT_SIGN_IN_MESSAGES.passwordLabel), "my real password");
    await user.click(within(dialog).getByRole("button", { name: RECENT_SIGN_IN_MESSAGES.confirm }));
    expect((await screen.findByRole("status")).textContent).toBe(SESSION_MESSAGES.signedOutOthers(2));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(bodiesOf("POST")).toEqual(["{}", "{}", JSON.stringify({ currentPassword: "my real password" })]);
  });

  it("tells an account without a password (Google sign-in) to sign in again", async () => {
    standIn().answerPath(PATH, 200, { sessions: [laptop, phone] });
    standIn().answerPath(`${PATH}/the-phone`, 403, notFresh);
    const { user } = renderScreen(<ActiveSessions hasPassword={false} />, { path: "/profile" });
    await user.click(await screen.findByRole("button", { name: "Sign out Safari on iPhone" }));
    const dialog = await screen.findByRole("dialog", { name: RECENT_SIGN_IN_MESSAGES.title });
    expect(dialog.textContent).toContain(RECENT_SIGN_IN_MESSAGES.signInAgain);
    expect(within(dialog).queryByLabelText(RECENT_SIGN_IN_MESSAGES.passwordLabel)).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: RECENT_SIGN_IN_MESSAGES.cancel }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect((await screen.findByRole("alert")).textContent).toContain(SESSION_MESSAGES.revokeFailed);
    expect(bodiesOf("DELETE")).toEqual([""]);
  });
});
