/**
 * Query keys that more than one feature touches. The signed-in user's own profile
 * (GET /api/me) is read by the account screens and changed by the profile's edits, and
 * features do not import each other, so its key lives here.
 */
export const meQueryKey = ["me"] as const;
