/*
 * Whether this browser tab started a Google sign-in: set when the Google button is used,
 * taken (read and removed) by /oauth-callback. A refusal signs the browser out only then,
 * so a link to /oauth-callback?error=… from anywhere cannot sign anybody out.
 */
const KEY = "googleSignInStarted";

export function markGoogleSignInStarted(): void {
  sessionStorage.setItem(KEY, "1");
}

/** Whether a Google sign-in was started here; forgets it (one callback per start). */
export function takeGoogleSignInStarted(): boolean {
  const started = sessionStorage.getItem(KEY) === "1";
  sessionStorage.removeItem(KEY);
  return started;
}
