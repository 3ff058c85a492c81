import { TIMINGS } from "@campusride/shared/limits";
import { AUTH_MESSAGES } from "@campusride/shared/messages";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { AUTH_TEXT } from "../../features/auth/auth-messages.ts";
import { useSession } from "../../features/auth/api/use-session.ts";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { VerificationProblem } from "../../features/auth/components/verification-problem.tsx";

/** Checks after 1.5 s (and on a signed-in event) that the email is confirmed; success → /dashboard. */
export default function EmailVerifiedPage() {
  const navigate = useNavigate();
  const { session, refetch } = useSession();
  const [isChecked, setChecked] = useState(false);
  const isVerified = Boolean(session?.user.emailVerified);
  const finalStatus = isVerified ? "success" : isChecked ? "error" : "loading";
  // a signed-in event before the check redirects after 2 s, the check's success after 3 s
  const redirectDelay = isChecked ? TIMINGS.verificationRedirect : TIMINGS.verificationEventRedirect;

  useEffect(() => {
    const timer = setTimeout(() => {
      void refetch().finally(() => setChecked(true));
    }, TIMINGS.verificationCheck);
    return () => clearTimeout(timer);
  }, [refetch]);

  useEffect(() => {
    if (finalStatus !== "success") return;
    const timer = setTimeout(() => void navigate("/dashboard"), redirectDelay);
    return () => clearTimeout(timer);
  }, [finalStatus, navigate, redirectDelay]);

  if (finalStatus === "loading") {
    return (
      <AuthCard title="Verifying Your Email">
        <p role="status" className="text-slate-700">
          Checking your verification…
        </p>
      </AuthCard>
    );
  }
  if (finalStatus === "error") {
    return <VerificationProblem title="Verification Problem" message={AUTH_MESSAGES.verificationSignIn} />;
  }
  return (
    <AuthCard title="Email Verified!">
      <p role="status" className="text-slate-700">
        {AUTH_TEXT.verified} Taking you to your dashboard…
      </p>
    </AuthCard>
  );
}
