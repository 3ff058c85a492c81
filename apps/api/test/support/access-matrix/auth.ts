import { statuses, type Actor, type MatrixCase, type RouteTable } from "./table.ts";

/** The same answer for everyone, signed in or not. */
const everyone = (status: number) => statuses(status, {}, status);
const post = (url: string, payload: unknown, expect: Record<Actor, number>): MatrixCase[] => [
  { request: () => ({ url, payload }), expect },
];
/** A step that needs the account's password, sent with a wrong one (the matrix's accounts have none). */
const wrongPassword = (url: string, signedIn: number) =>
  post(url, { password: "not-the-password-1" }, statuses(signedIn));
const BAD_TOKEN = "AAAAAAAAAAAAAAAAAAAAAAAA";

/**
 * better-auth's endpoints that CampusRide routes (features/auth/endpoints.ts), each as every
 * caller; the catch-all routes hold the paths it does not route.
 */
export const authTable: RouteTable = {
  "GET /api/auth/get-session": [
    {
      object: "the caller's own session (null when signed out)",
      request: () => ({ url: "/api/auth/get-session" }),
      expect: everyone(200),
    },
  ],
  "GET /api/auth/verify-email": [
    {
      object: "a token that was never mailed",
      request: () => ({ url: `/api/auth/verify-email?token=${BAD_TOKEN}` }),
      expect: everyone(401),
    },
  ],
  "GET /api/auth/reset-password/:token": [
    {
      object: "a reset link that was never mailed: on to the reset page, told it is invalid",
      request: () => ({ url: `/api/auth/reset-password/${BAD_TOKEN}?callbackURL=%2Freset-password` }),
      expect: everyone(302),
    },
  ],
  "GET /api/auth/callback/:id": [
    {
      object: "Google's answer without a sign-in that asked for it (Google is not configured here)",
      request: () => ({ url: "/api/auth/callback/google?code=x&state=y" }),
      expect: everyone(302),
    },
  ],
  "POST /api/auth/callback/:id": [
    {
      object: "a posted answer without a sign-in that asked for it",
      request: () => ({ url: "/api/auth/callback/google", payload: { code: "x", state: "y" } }),
      expect: everyone(302),
    },
  ],
  "POST /api/auth/sign-up/email": [
    {
      object: "a new student's sign-up, whoever sends it (the account is the mailed address's)",
      request: (_w, actor) => ({
        url: "/api/auth/sign-up/email",
        payload: {
          email: `matrix.signup.${actor.toLowerCase()}@ufl.edu`,
          password: "tangerine-hammock-42",
          confirmPassword: "tangerine-hammock-42",
          firstName: "Ana",
          lastName: "Lopez",
          phone: "(352) 555-0177",
          graduationYear: new Date().getFullYear() + 1,
          university: "University of Florida",
          userType: "rider",
        },
      }),
      expect: everyone(200),
    },
  ],
  "POST /api/auth/sign-in/email": post(
    "/api/auth/sign-in/email",
    { email: "matrix.nobody@ufl.edu", password: "tangerine-hammock-42" },
    everyone(401),
  ),
  "POST /api/auth/sign-in/social": post(
    "/api/auth/sign-in/social",
    { provider: "google", callbackURL: "/" },
    everyone(404),
  ),
  "POST /api/auth/sign-out": [
    {
      // signed out already: better-auth answers success, nothing to end
      object: "sign-out of the caller's own session",
      freshAccounts: true,
      request: () => ({ url: "/api/auth/sign-out", payload: {} }),
      expect: everyone(200),
    },
  ],
  // signed out: the same answer for any address, an account's or not (docs/security.md);
  // signed in: only for the caller's own address
  "POST /api/auth/send-verification-email": post(
    "/api/auth/send-verification-email",
    { email: "matrix.nobody@ufl.edu", callbackURL: "/email-verified" },
    statuses(400, {}, 200),
  ),
  "POST /api/auth/request-password-reset": post(
    "/api/auth/request-password-reset",
    { email: "matrix.nobody@ufl.edu", redirectTo: "/reset-password" },
    everyone(200),
  ),
  "POST /api/auth/reset-password": post(
    "/api/auth/reset-password",
    { token: BAD_TOKEN, newPassword: "tangerine-hammock-42" },
    everyone(400),
  ),
  "POST /api/auth/verify-password": wrongPassword("/api/auth/verify-password", 400),
  "POST /api/auth/change-password": post(
    "/api/auth/change-password",
    { currentPassword: "not-the-password-1", newPassword: "tangerine-hammock-42" },
    statuses(400),
  ),
  "POST /api/auth/two-factor/get-totp-uri": wrongPassword("/api/auth/two-factor/get-totp-uri", 400),
  "POST /api/auth/two-factor/enable": wrongPassword("/api/auth/two-factor/enable", 400),
  "POST /api/auth/two-factor/disable": wrongPassword("/api/auth/two-factor/disable", 400),
  "POST /api/auth/two-factor/generate-backup-codes": wrongPassword(
    "/api/auth/two-factor/generate-backup-codes",
    400,
  ),
  // without a sign-in's challenge or a two-factor account there is no code to check
  "POST /api/auth/two-factor/verify-totp": post(
    "/api/auth/two-factor/verify-totp",
    { code: "123456" },
    statuses(400),
  ),
  "POST /api/auth/two-factor/verify-backup-code": post(
    "/api/auth/two-factor/verify-backup-code",
    { code: "ABCDE-FGHIJ" },
    statuses(400),
  ),
};
