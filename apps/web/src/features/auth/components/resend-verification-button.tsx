import { AUTH_MESSAGES } from "@campusride/shared/messages";
import { Button } from "../../../components/ui/button.tsx";
import { useSendVerificationEmail } from "../api/send-verification-email.ts";
import { useBrowserCheck } from "../browser-check.ts";
import { BrowserCheckNotice } from "./browser-check-notice.tsx";

type ResendState = "idle" | "pending" | "success" | "error";

const LABELS: Record<ResendState, string> = {
  idle: "Resend Verification Email",
  pending: "Sending…",
  success: "Email Sent",
  error: "Try Again",
};

/** Resend button: idle, sending, success (disabled, 'Email Sent'), error ('Try Again'). */
export function ResendVerificationButton({ email }: { email: string }) {
  const browserCheck = useBrowserCheck();
  const resend = useSendVerificationEmail(browserCheck.report);
  return (
    <div className="space-y-2">
      <div>
        <Button
          variant="outline"
          className="w-full"
          disabled={resend.isPending || resend.isSuccess}
          onClick={() => resend.mutate(email)}
        >
          {LABELS[resend.status]}
        </Button>
        <BrowserCheckNotice status={browserCheck.status} />
      </div>
      {resend.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {AUTH_MESSAGES.resendFailed}
        </p>
      ) : null}
    </div>
  );
}
