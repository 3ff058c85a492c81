/** Paths of the web app that the server also names (in emails and redirects). */

/** Where the email verification link lands once the address is confirmed (spec §7). */
export const VERIFIED_CALLBACK_PATH = "/auth-success?verified=true";

/** The page a password reset link opens, with its token. */
export const RESET_PASSWORD_PATH = "/reset-password";

/** The sign-in page, and the page that asks for a reset link (named in account emails). */
export const SIGN_IN_PATH = "/signin";
export const FORGOT_PASSWORD_PATH = "/forgot-password";

/** Where Google sign-in returns the browser, on success and on failure (spec §2 /oauth-callback). */
export const OAUTH_CALLBACK_PATH = "/oauth-callback";
