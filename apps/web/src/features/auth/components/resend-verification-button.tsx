import { VERIFIED_CALLBACK_PATH } from "@campusride/shared/paths";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { sendVerificationEmail } from "../api/send-verification-email.ts";
import { AUTH_TEXT } from "../auth-messages.ts";

type ResendState = "idle" | "sending" | "success" | "error";

const LABELS: Record<ResendState, string> = {
  idle: "Resend Verification Email",
  sending: "Sending…",
  success: "Email Sent",
  error: "Try Again",
};

/** Resend button: idle, sending, success (disabled, 'Email Sent'), error ('Try Again'). */
export function ResendVerificationButton({ email }: { email: string }) {
  const [state, setState] = useState<ResendState>("idle");

  async function resend() {
    setState("sending");
    try {
      await sendVerificationEmail({ email, callbackURL: VERIFIED_CALLBACK_PATH });
      setState("success");
    } catch {
      setState("error");
    }
  }

  return (
    <div className="space-y-2">
      <Button
        variant="outline"
        className="w-full"
        disabled={state === "sending" || state === "success"}
        onClick={() => void resend()}
      >
        {LABELS[state]}
      </Button>
      {state === "error" ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {AUTH_TEXT.resendFailed}
        </p>
      ) : null}
    </div>
  );
}
