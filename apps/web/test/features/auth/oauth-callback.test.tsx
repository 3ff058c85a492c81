import {
  ACCOUNT_MESSAGES,
  GOOGLE_SIGN_IN_MESSAGES,
  SAFETY_MESSAGES,
  TWO_FACTOR_MESSAGES,
  welcomeBackMessage,
} from "@campusride/shared/messages";
import { QueryClientProvider } from "@tanstack/react-query";
import { TIMINGS } from "@campusride/shared/limits";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RequireAuth } from "../../../src/app/guards.tsx";
import OAuthCallbackPage from "../../../src/app/routes/oauth-callback.tsx";
import { markGoogleSignInStarted } from "../../../src/features/auth/google-sign-in-marker.ts";
import { createQueryClient } from "../../../src/lib/query-client.ts";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { profileOf } from "../../support/profiles.ts";

const standIn = httpStandInPerTest();
// The page's redirect timers run on a fake clock the tests move: no real 3 s waits. Time
// still passes on its own, for the requests to the stand-in.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.useRealTimers();
});

/** Moves the page's clock `ms` forward, running the timers due on the way. */
async function passes(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Where the page goes once its error redirect is due (not a moment before). */
async function afterErrorRedirect(name: string) {
  await passes(TIMINGS.callbackErrorRedirect - 200);
  expect(screen.queryByRole("heading", { name })).toBeNull();
  await passes(200);
  return screen.findByRole("heading", { name });
}

const SESSION = {
  user: { id: "u1", name: "Jordan Lee", email: "jordan@ufl.edu", emailVerified: true, image: null },
  session: { id: "s1" },
};

/** Where the browser went, with the route state it carried. */
function Landing() {
  const { pathname, search, state } = useLocation();
  return (
    <>
      <h1>
        {pathname}
        {search}
      </h1>
      <pre data-testid="state">{JSON.stringify(state)}</pre>
    </>
  );
}

function renderAt(entry: string) {
  render(
    <QueryClientProvider client={createQueryClient({ retryDelay: 0 })}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/oauth-callback" element={<OAuthCallbackPage />} />
          <Route element={<RequireAuth />}>
            <Route path="/profile" element={<h1>Profile</h1>} />
          </Route>
          <Route path="*" element={<Landing />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const stateShown = () => JSON.parse(screen.getByTestId("state").textContent ?? "null") as unknown;

describe("/oauth-callback", () => {
  it("shows a refused non-.edu sign-in, signs out, and goes to /signup with the banner after 3 s", async () => {
    standIn().answer(200, {});
    markGoogleSignInStarted();
    renderAt("/oauth-callback?error=invalid_email&error_description=x");
    expect((await screen.findByRole("alert")).textContent).toBe(GOOGLE_SIGN_IN_MESSAGES.notEdu);
    expect(standIn().requests.map((request) => `${request.method} ${request.url}`)).toContain(
      "POST /api/auth/sign-out",
    );
    expect(await afterErrorRedirect("/signup?error=invalid_email")).toBeTruthy();
  });

  it("says a failed Google sign-in failed, and sends /signup oauth_failed", async () => {
    standIn().answer(200, {});
    renderAt("/oauth-callback?error=access_denied");
    expect((await screen.findByRole("alert")).textContent).toBe(GOOGLE_SIGN_IN_MESSAGES.authFailed);
    expect(await afterErrorRedirect("/signup?error=oauth_failed")).toBeTruthy();
  });

  it("finds no session: says so and sends /signup callback_failed", async () => {
    standIn().answerPath("/api/auth/get-session", 200, "null");
    renderAt("/oauth-callback");
    expect((await screen.findByRole("alert")).textContent).toBe(GOOGLE_SIGN_IN_MESSAGES.noSession);
    expect(await afterErrorRedirect("/signup?error=callback_failed")).toBeTruthy();
  });

  it("sends a new account to /signup-complete with who signed in, after 1 s", async () => {
    standIn().answerPath("/api/auth/get-session", 200, SESSION);
    standIn().answerPath("/api/me", 404, { error: { code: "NOT_FOUND", message: "Profile not found." } });
    renderAt("/oauth-callback");
    expect(await screen.findByRole("heading", { name: "/signup-complete" }, { timeout: 3_000 })).toBeTruthy();
    expect(stateShown()).toEqual({
      type: "oauth_completion",
      userData: {
        email: "jordan@ufl.edu",
        firstName: "Jordan",
        lastName: "Lee",
        provider: "google",
        isEmailVerified: true,
        picture: null,
      },
    });
  });

  it("welcomes a returning student back on the dashboard", async () => {
    standIn().answerPath("/api/auth/get-session", 200, SESSION);
    standIn().answerPath("/api/me", 200, {
      activeRole: "rider",
      profile: profileOf({ firstName: "Jordan" }),
    });
    renderAt("/oauth-callback");
    expect(await screen.findByRole("status")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "/dashboard" }, { timeout: 3_000 })).toBeTruthy();
    expect(stateShown()).toEqual({ message: welcomeBackMessage("Jordan") });
  });
});

describe("/oauth-callback, beyond the plain sign-in", () => {
  it("signs nobody out for an error this browser's own sign-in did not bring (a link from elsewhere)", async () => {
    standIn().answer(200, {});
    renderAt("/oauth-callback?error=access_denied");
    expect((await screen.findByRole("alert")).textContent).toBe(GOOGLE_SIGN_IN_MESSAGES.authFailed);
    expect(standIn().requests.map((request) => request.url)).not.toContain("/api/auth/sign-out");
  });

  it("tells a deleted account so, and does not send it to sign up", async () => {
    standIn().answer(200, {});
    markGoogleSignInStarted();
    renderAt(`/oauth-callback?error=ACCOUNT_DELETED&error_description=x`);
    expect((await screen.findByRole("alert")).textContent).toBe(ACCOUNT_MESSAGES.signInRefused);
    expect(screen.getByRole("link", { name: "Back to the home page" })).toBeTruthy();
    await passes(TIMINGS.callbackErrorRedirect + 5_000);
    expect(screen.queryByRole("heading", { name: /^\/signup/ })).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe(ACCOUNT_MESSAGES.signInRefused);
  });

  it("tells a deactivated account so, and does not send it to sign up", async () => {
    standIn().answer(200, {});
    markGoogleSignInStarted();
    renderAt(`/oauth-callback?error=ACCOUNT_DEACTIVATED&error_description=x`);
    expect((await screen.findByRole("alert")).textContent).toBe(SAFETY_MESSAGES.signInRefused);
    expect(screen.getByRole("link", { name: "Back to the home page" })).toBeTruthy();
  });

  it("asks a two-factor account for its code, then goes on as after any Google sign-in", async () => {
    standIn().answerPath("/api/auth/two-factor/verify-totp", 200, { token: "t" });
    standIn().answerPath("/api/auth/get-session", 200, SESSION);
    standIn().answerPath("/api/me", 200, {
      activeRole: "rider",
      profile: profileOf({ firstName: "Jordan" }),
    });
    renderAt("/oauth-callback?twoFactor=1");
    const code = await screen.findByLabelText(TWO_FACTOR_MESSAGES.codeLabel);
    expect(standIn().requests.map((request) => request.url)).not.toContain("/api/me");
    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: TWO_FACTOR_MESSAGES.verify }));
    expect(await screen.findByRole("heading", { name: "/dashboard" }, { timeout: 3_000 })).toBeTruthy();
    expect(stateShown()).toEqual({ message: welcomeBackMessage("Jordan") });
    const verify = standIn().requests.find((request) => request.url === "/api/auth/two-factor/verify-totp");
    expect(verify?.method).toBe("POST");
  });
});

describe("a signed-in account without a profile", () => {
  it("is sent to /signup-complete from a login-required page", async () => {
    standIn().answerPath("/api/auth/get-session", 200, SESSION);
    standIn().answerPath("/api/me", 404, { error: { code: "NOT_FOUND", message: "Profile not found." } });
    renderAt("/profile");
    expect(await screen.findByRole("heading", { name: "/signup-complete" })).toBeTruthy();
    expect(stateShown()).toMatchObject({ type: "oauth_completion", userData: { email: "jordan@ufl.edu" } });
  });
});
