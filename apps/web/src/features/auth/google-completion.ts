import type { AuthSession } from "./api/get-session.ts";

/** The route state /signup-complete needs: who signed in with Google. */
export interface CompletionState {
  type: "oauth_completion";
  userData: {
    email: string;
    firstName: string;
    lastName: string;
    provider: "google";
    isEmailVerified: boolean;
    picture: string | null;
  };
}

/** The completion state of a signed-in account; the account's name gives the first and last name. */
export function completionState(user: AuthSession["user"]): CompletionState {
  const [firstName = "", ...rest] = user.name.trim().split(/\s+/);
  return {
    type: "oauth_completion",
    userData: {
      email: user.email,
      firstName,
      lastName: rest.join(" "),
      provider: "google",
      isEmailVerified: user.emailVerified,
      picture: user.image ?? null,
    },
  };
}

export function isCompletionState(state: unknown): state is CompletionState {
  if (typeof state !== "object" || state === null) return false;
  const { type, userData } = state as Partial<CompletionState>;
  return type === "oauth_completion" && typeof userData === "object" && typeof userData.email === "string";
}
