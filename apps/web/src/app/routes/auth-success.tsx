import { TIMINGS } from "@campusride/shared/limits";
import { CircleCheck, MailCheck } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { ButtonLink } from "../../components/ui/button.tsx";
import { AUTH_TEXT } from "../../features/auth/auth-messages.ts";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { ResendVerificationButton } from "../../features/auth/components/resend-verification-button.tsx";
import { VerificationProblem } from "../../features/auth/components/verification-problem.tsx";

interface SuccessState {
  type?: "signin" | "signup";
  message?: string;
  requiresVerification?: boolean;
  requiresEmailVerification?: boolean;
  email?: string;
  driverMessage?: string;
}

/** After sign-in or sign-up; also where the verification link lands (?verified=true). */
export default function AuthSuccessPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as SuccessState;
  const isVerified = params.get("verified") === "true";
  const verifyError = params.get("error");
  const isPending = Boolean(state.requiresEmailVerification || state.requiresVerification) && !isVerified;

  useEffect(() => {
    if (isPending || verifyError) return;
    const timer = setTimeout(() => void navigate("/"), TIMINGS.successRedirect);
    return () => clearTimeout(timer);
  }, [isPending, verifyError, navigate]);

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
  const message = isVerified ? AUTH_TEXT.verified : (state.message ?? AUTH_TEXT.signInSuccess);
  return (
    <AuthCard title={title}>
      <p role="status" className="flex gap-3 text-slate-700">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
        <span>{message}</span>
      </p>
      <p className="mt-4 text-sm text-slate-600">You will be taken to the home page in 5 seconds.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {isVerified ? (
          <ButtonLink to="/signin">Sign In</ButtonLink>
        ) : (
          <ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>
        )}
        <ButtonLink to="/" variant="outline">
          Home
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
