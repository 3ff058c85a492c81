import { OAUTH_CALLBACK_PATH } from "@campusride/shared/paths";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { markGoogleSignInStarted } from "../google-sign-in-marker.ts";

/**
 * Asks the server for Google's sign-in address; the browser then leaves for Google and
 * comes back to /oauth-callback, with `?error=` when the sign-in was refused.
 */
export function startGoogleSignIn(): Promise<{ url: string }> {
  return api.post<{ url: string }>("/api/auth/sign-in/social", {
    provider: "google",
    callbackURL: OAUTH_CALLBACK_PATH,
    errorCallbackURL: OAUTH_CALLBACK_PATH,
  });
}

export function useStartGoogleSignIn() {
  return useMutation({
    mutationFn: startGoogleSignIn,
    onSuccess: ({ url }) => {
      markGoogleSignInStarted();
      window.location.assign(url);
    },
  });
}
