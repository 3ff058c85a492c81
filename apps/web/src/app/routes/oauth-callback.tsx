import { TIMINGS } from "@campusride/shared/limits";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { GOOGLE_SIGN_IN_MESSAGES } from "@campusride/shared/messages";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { TwoFactorSignInStep } from "../../features/auth/components/two-factor-sign-in-step.tsx";
import {
  checkGoogleSignIn,
  type CallbackOutcome,
  type CallbackQuery,
} from "../../features/auth/google-callback.ts";
import { takeGoogleSignInStarted } from "../../features/auth/google-sign-in-marker.ts";
import { paths } from "../../config/paths.ts";

/**
 * Where Google sign-in returns (docs/product/accounts.md#google-sign-in): loading while the session and profile are
 * checked, then success (on after 1 s) or an error (to /signup after 3 s, with a banner).
 */
export default function OAuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<CallbackQuery>(() => ({
    error: params.get("error"),
    twoFactor: params.get("twoFactor") === "1",
    startedHere: takeGoogleSignInStarted(),
  }));
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void checkGoogleSignIn(queryClient, query).then((result) => {
      if (isCurrent) setOutcome(result);
    });
    return () => {
      isCurrent = false;
    };
  }, [queryClient, query]);

  useEffect(() => {
    if (!outcome || outcome.status === "two-factor" || outcome.status === "deleted") return;
    const timer =
      outcome.status === "success"
        ? setTimeout(
            () => void navigate(outcome.to, { replace: true, state: outcome.state }),
            TIMINGS.callbackSuccessRedirect,
          )
        : setTimeout(
            () => void navigate(`${paths.signUp}?error=${outcome.code}`, { replace: true }),
            TIMINGS.callbackErrorRedirect,
          );
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  if (!outcome) {
    return (
      <AuthCard title="Signing You In">
        <Spinner label="Checking your Google sign-in…" />
      </AuthCard>
    );
  }
  if (outcome.status === "two-factor") {
    return (
      <AuthCard title="Google Sign-In">
        <p className="mb-4 text-sm text-slate-700">{GOOGLE_SIGN_IN_MESSAGES.codeStepIntro}</p>
        <TwoFactorSignInStep
          // the code signed the browser in: on as after any Google sign-in
          onVerified={() => {
            setOutcome(null);
            setQuery({ error: null, twoFactor: false, startedHere: false });
          }}
          onRestart={() => void navigate(paths.signIn, { replace: true })}
        />
      </AuthCard>
    );
  }
  if (outcome.status === "deleted") {
    return (
      <AuthCard title="Google Sign-In">
        <Alert tone="error">{outcome.message}</Alert>
        <p className="mt-4 text-sm text-slate-600">
          <Link to={paths.home} className="font-semibold text-brand-700 hover:underline">
            Back to the home page
          </Link>
        </p>
      </AuthCard>
    );
  }
  if (outcome.status === "error") {
    return (
      <AuthCard title="Google Sign-In">
        <Alert tone="error">{outcome.message}</Alert>
        <p className="mt-4 text-sm text-slate-600">Taking you back to sign up…</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Google Sign-In">
      <Alert tone="success">{outcome.message}</Alert>
    </AuthCard>
  );
}
