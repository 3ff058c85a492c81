import { TIMINGS } from "@campusride/shared/limits";
import { TWO_FACTOR_MESSAGES } from "@campusride/shared/messages";
import { ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { ButtonLink } from "../../components/ui/button.tsx";
import { paths } from "../../config/paths.ts";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { useCountdown } from "../../lib/use-countdown.ts";

/** After two-factor authentication is turned on (or an auth link lands here): home after 3 s. */
export default function TwoFactorConfirmationPage() {
  const navigate = useNavigate();
  const secondsLeft = useCountdown(TIMINGS.twoFactorRedirect, true);
  useEffect(() => {
    if (secondsLeft === 0) void navigate(paths.home, { replace: true });
  }, [secondsLeft, navigate]);
  return (
    <AuthCard title={TWO_FACTOR_MESSAGES.confirmationTitle}>
      <p role="status" className="flex gap-3 text-slate-700">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
        <span>{TWO_FACTOR_MESSAGES.confirmationBody}</span>
      </p>
      <p className="mt-4 text-sm text-slate-600">
        You will be taken to the home page in {secondsLeft} {secondsLeft === 1 ? "second" : "seconds"}.
      </p>
      <div className="mt-6">
        <ButtonLink to={paths.home}>Home</ButtonLink>
      </div>
    </AuthCard>
  );
}
