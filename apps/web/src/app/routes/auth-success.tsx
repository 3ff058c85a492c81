import { TIMINGS } from "@campusride/shared/limits";
import { CircleCheck, MailCheck } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { ButtonLink } from "../../components/ui/button.tsx";
import { useSession } from "../../features/auth/api/use-session.ts";
import { AUTH_TEXT } from "../../features/auth/auth-messages.ts";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { ResendVerificationButton } from "../../features/auth/components/resend-verification-button.tsx";
import { VerificationProblem } from "../../features/auth/components/verification-problem.tsx";
import { sameSitePath } from "../../config/paths.ts";
import { useCountdown } from "../../lib/use-countdown.ts";

interface SuccessState {
  type?: "signin" | "signup";
  message?: string;
  requiresVerification?: boolean;
  requiresEmailVerification?: boolean;
  email?: string;
  driverMessage?: string;
  /** The page the user was on its way to when asked to sign in. */
  redirect?: string;
}

/** Where the page goes after 5 s, how the countdown names it, and the button that goes now. */
function forwardTarget(redirect: string | null, isSignedIn: boolean) {
  if (redirect) return { to: redirect, name: "where you were going", action: "Continue" };
  if (isSignedIn) return { to: "/dashboard", name: "your dashboard", action: "Go to Dashboard" };
  return { to: "/", name: "the home page", action: null };
}

/**
 * After sign-in or sign-up; also where the verification link lands (?verified=true),
 * signed in by it. After 5 s (counted down on screen) it goes on: to the page the user
 * was sent to sign in from (`redirect` in the navigation state or the query), else a
 * signed-in user to the dashboard, else home. It goes on by taking its own place in the
 * history (its buttons too), so Back never shows the countdown again.
 */
export default function AuthSuccessPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { session, isPending: isSessionPending } = useSession();
  const state = (location.state ?? {}) as SuccessState;
  const isVerified = params.get("verified") === "true";
  const verifyError = params.get("error");
  const isPending = Boolean(state.requiresEmailVerification || state.requiresVerification) && !isVerified;
  // until the session is known, a signed-in user is the likely case (both ways here sign in)
  const isSignedIn = Boolean(session) || isSessionPending;
  const target = forwardTarget(sameSitePath(state.redirect ?? params.get("redirect")), isSignedIn);
  const secondsLeft = useCountdown(TIMINGS.successRedirect, !isPending && !verifyError);

  useEffect(() => {
    if (secondsLeft === 0 && !isSessionPending) void navigate(target.to, { replace: true });
  }, [secondsLeft, isSessionPending, navigate, target.to]);

  if (verifyError) {
    return <VerificationProblem title="Verification Failed" message={AUTH_TEXT.verificationFailed} />;
  }

  if (isPending && state.email) {
    return (
      <AuthCard title="Check Your Email">
        <div className="space-y-5">
          <p className="flex gap-3 text-slate-700">
            <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
            <span>
              {AUTH_TEXT.checkEmail} <strong className="break-all text-slate-900">{state.email}</strong>.
              Click the link in the email to verify your account, then sign in.
            </span>
          </p>
          {state.driverMessage ? <p className="text-sm text-slate-600">{state.driverMessage}</p> : null}
          <ResendVerificationButton email={state.email} />
          <Link
            to="/signin"
            className="block text-center text-sm font-semibold text-brand-700 hover:underline"
          >
            Return to Sign In
          </Link>
        </div>
      </AuthCard>
    );
  }

  const title = isVerified
    ? "Email Verified!"
    : state.type === "signup"
      ? "Account Created!"
      : "Welcome Back!";
  const verifiedMessage = session ? AUTH_TEXT.verifiedSignedIn : AUTH_TEXT.verified;
  const message = isVerified ? verifiedMessage : (state.message ?? AUTH_TEXT.signInSuccess);
  return (
    <AuthCard title={title}>
      <p role="status" className="flex gap-3 text-slate-700">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
        <span>{message}</span>
      </p>
      {/* not a live region: a number read out every second would drown the message */}
      <p className="mt-4 text-sm text-slate-600">
        You will be taken to {target.name} in {secondsLeft} {secondsLeft === 1 ? "second" : "seconds"}.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {target.action ? (
          <ButtonLink to={target.to} replace>
            {target.action}
          </ButtonLink>
        ) : (
          <ButtonLink to="/signin" replace>
            Sign In
          </ButtonLink>
        )}
        <ButtonLink to="/" variant="outline" replace>
          Home
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
