import {
  ACCOUNT_MESSAGES,
  GOOGLE_SIGN_IN_MESSAGES,
  SAFETY_MESSAGES,
  welcomeBackMessage,
} from "@campusride/shared/messages";
import { isEduEmail } from "@campusride/shared/schemas/signup";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api-client.ts";
import { meQueryOptions } from "./api/get-me.ts";
import { sessionQueryOptions } from "./api/get-session.ts";
import { signOut } from "./api/sign-out.ts";
import { completionState } from "./google-completion.ts";
import { clearSessionKeys, rememberSession } from "./session-keys.ts";

/** The `error` values /signup shows a banner for (docs/product/accounts.md#google-sign-in). */
export type SignupErrorCode = "invalid_email" | "oauth_failed" | "callback_failed";

/** Where /oauth-callback sends the browser, and what it says meanwhile. */
export type CallbackOutcome =
  | { status: "success"; message: string; to: string; state: unknown }
  | { status: "error"; message: string; code: SignupErrorCode }
  /** A deleted or deactivated account: said so, and nobody is sent to sign up again. */
  | { status: "deleted"; message: string }
  /** A two-factor account: the code is asked for before the sign-in is done. */
  | { status: "two-factor" };

/** The callback's query: better-auth's `error`, or the second-factor step. */
export interface CallbackQuery {
  error: string | null;
  twoFactor: boolean;
  /** Whether this tab started the Google sign-in (google-sign-in-marker.ts). */
  startedHere: boolean;
}

// the sign-in's own bookkeeping failed (the state, the callback request), not Google or the account
const CALLBACK_ERRORS = new Set([
  "state_mismatch",
  "state_not_found",
  "invalid_callback_request",
  "please_restart_the_process",
  "internal_server_error",
  "no_callback_url",
]);

function refusal(code: SignupErrorCode, message: string): CallbackOutcome {
  return { status: "error", message, code };
}

/** The answer of a sign-in the server refused (`?error=` from better-auth's callback). */
function refusedSignIn(error: string): CallbackOutcome {
  if (error === "ACCOUNT_DELETED") return { status: "deleted", message: ACCOUNT_MESSAGES.signInRefused };
  if (error === "ACCOUNT_DEACTIVATED") return { status: "deleted", message: SAFETY_MESSAGES.signInRefused };
  if (error === "invalid_email") return refusal("invalid_email", GOOGLE_SIGN_IN_MESSAGES.notEdu);
  if (CALLBACK_ERRORS.has(error)) return refusal("callback_failed", GOOGLE_SIGN_IN_MESSAGES.failed);
  return refusal("oauth_failed", GOOGLE_SIGN_IN_MESSAGES.authFailed);
}

/** Ends whatever session the browser holds; a refused sign-in leaves nobody signed in. */
async function signOutQuietly(queryClient: QueryClient) {
  clearSessionKeys();
  await signOut().catch(() => undefined);
  queryClient.setQueryData(sessionQueryOptions.queryKey, null);
}

/**
 * /oauth-callback's check (docs/product/accounts.md#google-sign-in): the session, its .edu address, then the profile.
 * A profile → the dashboard with 'Welcome back, {first name}!'; none → /signup-complete.
 */
export async function checkGoogleSignIn(
  queryClient: QueryClient,
  { error, twoFactor, startedHere }: CallbackQuery,
): Promise<CallbackOutcome> {
  if (error) {
    // only this tab's own sign-in attempt ends the session it may hold: anyone can link here
    if (startedHere) await signOutQuietly(queryClient);
    return refusedSignIn(error);
  }
  if (twoFactor) return { status: "two-factor" };
  const session = await queryClient
    .fetchQuery({ ...sessionQueryOptions, staleTime: 0 })
    .catch(() => undefined);
  if (session === undefined) return refusal("callback_failed", GOOGLE_SIGN_IN_MESSAGES.authFailed);
  if (session === null) return refusal("callback_failed", GOOGLE_SIGN_IN_MESSAGES.noSession);
  if (!isEduEmail(session.user.email)) {
    await signOutQuietly(queryClient);
    return refusal("invalid_email", GOOGLE_SIGN_IN_MESSAGES.notEdu);
  }
  rememberSession(session.user.id, session.session.id);
  // whatever was cached belonged to the visitor before this sign-in
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryOptions.queryKey[0] });
  try {
    const me = await queryClient.fetchQuery(meQueryOptions);
    return {
      status: "success",
      message: welcomeBackMessage(me.profile.firstName),
      to: "/dashboard",
      state: { message: welcomeBackMessage(me.profile.firstName) },
    };
  } catch (problem) {
    if (problem instanceof ApiError && problem.code === "NOT_FOUND") {
      return {
        status: "success",
        message: "Signed in with Google. Let's finish your profile.",
        to: "/signup-complete",
        state: completionState(session.user),
      };
    }
    return refusal("callback_failed", GOOGLE_SIGN_IN_MESSAGES.profileCheckFailed);
  }
}
