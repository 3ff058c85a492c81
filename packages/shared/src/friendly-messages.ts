/** The friendly catalogue (docs/product/site.md#errors) and the page-level texts: what every screen may show. */

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

/**
 * The connection, on every screen: the offline banner, a list kept from before, a change
 * refused at once while offline. With the page's loading shell, which index.html shows
 * before any code has arrived (the build writes these texts into it).
 */
export const CONNECTION_MESSAGES = {
  offline: "You're offline — showing what was last loaded. Nothing can be sent until the connection returns.",
  backOnline: "You're back online.",
  /** A change tried while offline (the form keeps what was entered). */
  notSent:
    "You're offline, so this was not sent. What you entered is kept: try again once you're back online.",
  /** A read tried while offline. */
  notLoaded: "You're offline, so this could not be loaded. It loads as soon as the connection returns.",
  /** Under a list kept from before, while it cannot be read again. */
  keptOffline: "Offline: this is what was last loaded, and it may have changed.",
  keptAfterError: "This could not be refreshed: it is what was last loaded, and it may have changed.",
  /** While a request the server refused as busy waits to be sent again (the API client's retries). */
  busyRetrying: "CampusRide is busy — trying again…",
  loadingApp: "Loading CampusRide…",
  needsJavaScript:
    "CampusRide needs JavaScript. Please turn it on in your browser's settings and reload the page.",
} as const;

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
