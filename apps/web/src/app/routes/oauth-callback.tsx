import { TIMINGS } from "@campusride/shared/limits";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { checkGoogleSignIn, type CallbackOutcome } from "../../features/auth/google-callback.ts";
import { paths } from "../../config/paths.ts";

/**
 * Where Google sign-in returns (spec §2): loading while the session and profile are
 * checked, then success (on after 1 s) or an error (to /signup after 3 s, with a banner).
 */
export default function OAuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error] = useState(() => params.get("error"));
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void checkGoogleSignIn(queryClient, error).then((result) => {
      if (isCurrent) setOutcome(result);
    });
    return () => {
      isCurrent = false;
    };
  }, [queryClient, error]);

  useEffect(() => {
    if (!outcome) return;
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
