/** The spec's friendly message catalogue (§8) and the mapping of raw error text to it. */
export const FRIENDLY_MESSAGES = {
  auth: "Authentication failed. Please check your credentials.",
  network: "Network error. Please check your connection and try again.",
  validation: "Invalid input. Please check your data and try again.",
  permission: "You do not have permission to perform this action.",
  rateLimit: "Too many requests. Please wait before trying again.",
  default: "An unexpected error occurred. Please try again later.",
} as const;

export type FriendlyKind = keyof typeof FRIENDLY_MESSAGES;

const KEYWORDS: ReadonlyArray<[needle: string, kind: FriendlyKind]> = [
  ["rate limit", "rateLimit"],
  ["permission", "permission"],
  ["unauthorized", "auth"],
  ["network", "network"],
  ["validation", "validation"],
];

/** Maps an error's text to the friendly message the user sees. */
export function friendlyMessage(errorText: string | undefined | null): string {
  const text = (errorText ?? "").toLowerCase();
  const match = KEYWORDS.find(([needle]) => text.includes(needle));
  return FRIENDLY_MESSAGES[match ? match[1] : "default"];
}

/** Generic page-level texts. */
export const PAGE_MESSAGES = {
  errorTitle: "Something went wrong",
  errorBody:
    "An unexpected error occurred. Please try refreshing the page or contact support if the problem persists.",
  notFoundTitle: "Page Not Found",
  notFoundBody: "The page you're looking for doesn't exist or has been moved.",
} as const;

/** Answers of the account endpoints (/api/auth/*) that the spec leaves to us. */
export const AUTH_MESSAGES = {
  emailNotVerified:
    "Please verify your email address before signing in. Check your inbox for the verification link.",
  invalidCredentials: "Invalid email or password",
  invalidToken: "This link is invalid or has expired. Please request a new one.",
  signInLimited: "Too many sign-in attempts. Please wait before trying again.",
  mailLimited: "Too many requests. Please wait before trying again.",
  sessionNotFresh:
    "For your security, please enter your current password (or sign in again) to make this change.",
} as const;
