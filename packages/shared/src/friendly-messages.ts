/** The friendly catalogue (spec §8) and the page-level texts: what every screen may show. */

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
  /** The way back from a page whose trip, profile or booking does not exist. */
  backToDashboard: "Back to Dashboard",
} as const;
