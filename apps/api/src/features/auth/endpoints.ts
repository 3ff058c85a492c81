/**
 * The better-auth endpoints CampusRide routes, by method: an allowlist. Any other path under
 * /api/auth (an endpoint a better-auth upgrade or plugin adds, one we turned off, one we
 * never use) answers the 404 of a path the API does not have, before better-auth sees it.
 * Paths are better-auth's, after /api/auth; ":name" stands for one path segment.
 */
export const AUTH_ENDPOINTS = {
  GET: [
    "/get-session",
    // the link in the verification mail
    "/verify-email",
    // the link in the reset mail: checks the token, then on to the reset page
    "/reset-password/:token",
    // Google's redirect back (docs/decisions/0020)
    "/callback/:id",
  ],
  POST: [
    "/sign-up/email",
    "/sign-in/email",
    "/sign-in/social",
    // a provider may post its answer back; better-auth turns it into the GET
    "/callback/:id",
    "/sign-out",
    "/send-verification-email",
    "/request-password-reset",
    "/reset-password",
    "/verify-password",
    "/change-password",
    "/two-factor/get-totp-uri",
    "/two-factor/enable",
    "/two-factor/disable",
    "/two-factor/verify-totp",
    "/two-factor/verify-backup-code",
    "/two-factor/generate-backup-codes",
  ],
} as const satisfies Record<"GET" | "POST", readonly string[]>;

const matchers = Object.fromEntries(
  Object.entries(AUTH_ENDPOINTS).map(([method, paths]) => [
    method,
    paths.map((path) => new RegExp(`^${path.replace(/:[a-z]+/gi, "[^/]+")}$`)),
  ]),
) as Record<string, RegExp[]>;

/** Whether `path` (after /api/auth, "." and ".." resolved) is an endpoint CampusRide routes for `method`. */
export function isRoutedAuthEndpoint(method: string, path: string): boolean {
  return matchers[method]?.some((pattern) => pattern.test(path)) ?? false;
}
