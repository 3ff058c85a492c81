import {
  AUTH_MESSAGES,
  FRIENDLY_MESSAGES,
  PROFILE_MESSAGES,
  RECENT_SIGN_IN_MESSAGES,
  SIGNUP_MESSAGES,
} from "@campusride/shared/messages";
import type { PrivateProfile } from "@campusride/shared/schemas/profile";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SignInForm } from "../../src/features/auth/components/sign-in-form.tsx";
import { AccountForm } from "../../src/features/profiles/components/account-form.tsx";
import { httpStandInPerTest } from "../support/http-stand-in.ts";
import { profileOf } from "../support/profiles.ts";
import { renderScreen } from "../support/render-screen.tsx";

const standIn = httpStandInPerTest();

const profile: PrivateProfile = profileOf({
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

function renderAccountForm(saved: string[] = []) {
  return renderScreen(<AccountForm profile={profile} onSaved={(message) => saved.push(message)} />);
}

describe("the form pattern", () => {
  it("shows the schema's message under each wrong field, marks it, and sends nothing", async () => {
    const { user } = renderAccountForm();
    await user.clear(screen.getByLabelText("First name"));
    await user.clear(screen.getByLabelText("Phone (optional)"));
    await user.type(screen.getByLabelText("Phone (optional)"), "555-01");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    const firstName = screen.getByLabelText("First name");
    expect(await screen.findByText(PROFILE_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(firstName.getAttribute("aria-invalid")).toBe("true");
    expect(firstName.getAttribute("aria-describedby")).toBe(
      screen.getByText(PROFILE_MESSAGES.firstNameRequired).id,
    );
    expect(screen.getByText(SIGNUP_MESSAGES.phoneInvalid)).toBeTruthy();
    expect(screen.getByLabelText("Last name").getAttribute("aria-invalid")).toBe("false");
    expect(standIn().requests).toHaveLength(0);
  });

  it("fills the form from the profile, showing the stored phone in the national format", () => {
    renderAccountForm();
    expect((screen.getByLabelText("Phone (optional)") as HTMLInputElement).value).toBe("(352) 555-0100");
  });

  it("refuses a last name longer than the profile keeps on its field, sending nothing", async () => {
    const { user } = renderAccountForm();
    await user.clear(screen.getByLabelText("Last name"));
    await user.type(screen.getByLabelText("Last name"), "L".repeat(51));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(SIGNUP_MESSAGES.lastNameTooLong)).toBeTruthy();
    expect(screen.getByLabelText("Last name").getAttribute("aria-invalid")).toBe("true");
    expect(standIn().requests).toHaveLength(0);
  });

  it("shows a stored number of another country in the international format, and sends it in E.164", async () => {
    standIn().answer(200, { message: PROFILE_MESSAGES.profileUpdated });
    const saved: string[] = [];
    const { user } = renderScreen(
      <AccountForm
        profile={{ ...profile, phone: "+447911123456" }}
        onSaved={(message) => saved.push(message)}
      />,
    );
    expect((screen.getByLabelText("Phone (optional)") as HTMLInputElement).value).toBe("+44 7911 123456");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(saved).toEqual([PROFILE_MESSAGES.profileUpdated]));
    expect(JSON.parse(standIn().requests[0]!.body)).toMatchObject({ phone: "+447911123456" });
  });

  it("sends the parsed values and hands on the API's message", async () => {
    standIn().answer(200, { message: PROFILE_MESSAGES.profileUpdated });
    const saved: string[] = [];
    const { user } = renderAccountForm(saved);
    await user.clear(screen.getByLabelText("Phone (optional)"));
    await user.type(screen.getByLabelText("Phone (optional)"), "407.555.0199");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(saved).toEqual([PROFILE_MESSAGES.profileUpdated]));
    expect(JSON.parse(standIn().requests[0]!.body)).toEqual({
      firstName: "Ana",
      lastName: "Lopez",
      phone: "+14075550199",
    });
  });

  it("puts the API's field errors on those fields, focusing the first", async () => {
    standIn().answer(400, {
      error: {
        code: "VALIDATION",
        message: "Last name is not allowed",
        fields: { lastName: "Last name is not allowed" },
      },
    });
    const { user } = renderAccountForm();
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    const lastName = screen.getByLabelText("Last name");
    expect(await screen.findByText("Last name is not allowed")).toBeTruthy();
    expect(lastName.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(lastName);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a refusal that names no field above the fields, in the form's wording", async () => {
    standIn().answer(500, { error: { code: "INTERNAL", message: FRIENDLY_MESSAGES.default } });
    const { user } = renderAccountForm();
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      `Failed to update profile: ${FRIENDLY_MESSAGES.default}`,
    );
  });
});

describe("a new phone from a browser signed in more than a day ago", () => {
  it("asks for the password in a dialog and saves with it, the names and phone unchanged", async () => {
    standIn().answer(403, { error: { code: "SESSION_NOT_FRESH", message: AUTH_MESSAGES.sessionNotFresh } });
    const saved: string[] = [];
    const { user } = renderAccountForm(saved);
    await user.clear(screen.getByLabelText("Phone (optional)"));
    await user.type(screen.getByLabelText("Phone (optional)"), "407.555.0199");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    const dialog = await screen.findByRole("dialog", { name: RECENT_SIGN_IN_MESSAGES.title });
    standIn().answer(200, { message: PROFILE_MESSAGES.profileUpdated });
    await user.type(
      within(dialog).getByLabelText(RECENT_SIGN_IN_MESSAGES.passwordLabel),
      "my real password{Enter}",
    );
    await waitFor(() => expect(saved).toEqual([PROFILE_MESSAGES.profileUpdated]));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(standIn().requests.map((request) => JSON.parse(request.body))).toEqual([
      { firstName: "Ana", lastName: "Lopez", phone: "+14075550199" },
      { firstName: "Ana", lastName: "Lopez", phone: "+14075550199", currentPassword: "my real password" },
    ]);
  });
});

describe("sign-in form", () => {
  it("shows or hides the typed password", async () => {
    const { user } = renderScreen(<SignInForm redirect={null} />, { path: "/signin" });
    const password = screen.getByLabelText("Password", { selector: "input" }) as HTMLInputElement;
    await user.type(password, "secret-pass-1");
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(password.type).toBe("password");
    await user.click(toggle);
    expect(password.type).toBe("text");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    await user.click(toggle);
    expect(password.type).toBe("password");
  });

  it("offers to send the verification link again to an account that is not verified", async () => {
    standIn().answer(403, { error: { code: "EMAIL_NOT_VERIFIED", message: AUTH_MESSAGES.emailNotVerified } });
    const { user } = renderScreen(<SignInForm redirect={null} />, { path: "/signin" });
    await user.type(screen.getByLabelText("Email"), " Ana@UFL.edu ");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "secret-pass-1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect((await screen.findByRole("alert")).textContent).toBe(AUTH_MESSAGES.emailNotVerified);

    standIn().answer(200, { status: true });
    await user.click(screen.getByRole("button", { name: "Resend Verification Email" }));
    expect(await screen.findByRole("button", { name: "Email Sent" })).toBeTruthy();
    const resend = standIn().requests.at(-1)!;
    expect(resend.url).toBe("/api/auth/send-verification-email");
    expect(JSON.parse(resend.body)).toMatchObject({ email: "ana@ufl.edu" });
  });

  it.each([
    ["/profile", "/auth-success?redirect=%2Fprofile"],
    ["//evil.example/x", "/auth-success"],
    ["https://evil.example/", "/auth-success"],
  ])("goes on to /auth-success with a same-site redirect only (%s)", async (redirect, expected) => {
    // better-auth's sign-in answer, and the session the form then reads (one body serves both)
    standIn().answer(200, { user: { id: "u1" }, session: { id: "s1" } });
    const { user, router } = renderScreen(<SignInForm redirect={redirect} />, { path: "/signin" });
    await user.type(screen.getByLabelText("Email"), "ana@ufl.edu");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "secret-pass-1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth-success"));
    const { pathname, search, state } = router.state.location;
    expect(`${pathname}${search}`).toBe(expected);
    expect(state).toMatchObject({ type: "signin" });
  });
});
