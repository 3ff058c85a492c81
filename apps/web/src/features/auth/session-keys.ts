/** Keys kept in sessionStorage for the browser session; sign-out removes them all (docs/product/accounts.md#sign-out). */
export const SESSION_KEYS = [
  "userId",
  "sessionId",
  "activeRole",
  "selectedRide",
  "userProfile",
  "rideDetails",
] as const;

export function clearSessionKeys(): void {
  for (const key of SESSION_KEYS) sessionStorage.removeItem(key);
}

export function rememberSession(userId: string, sessionId: string): void {
  sessionStorage.setItem("userId", userId);
  sessionStorage.setItem("sessionId", sessionId);
}

export function rememberActiveRole(role: string): void {
  sessionStorage.setItem("activeRole", role);
}
