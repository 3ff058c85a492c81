import { AUTH_MESSAGES } from "@campusride/shared/messages";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { EmailField, Form, SubmitButton, useLazyZodForm } from "../../../components/ui/form.tsx";
import { paths } from "../../../config/paths.ts";
import { useRequestPasswordReset } from "../api/request-password-reset.ts";
import { AUTH_TEXT } from "../auth-messages.ts";
import { useBrowserCheck } from "../browser-check.ts";
import { BrowserCheckNotice } from "./browser-check-notice.tsx";

const loadSchema = () =>
  import("@campusride/shared/schemas/signup").then((module) => module.passwordResetRequestSchema);

const backLink = "block text-center text-sm font-semibold text-brand-700 hover:underline";

/** Reset request: one email field, then the same confirmation whether or not the account exists. */
export function ForgotPasswordForm() {
  const browserCheck = useBrowserCheck();
  const requestReset = useRequestPasswordReset(browserCheck.report);
  const form = useLazyZodForm(loadSchema, { defaultValues: { email: "" } });

  if (requestReset.isSuccess) {
    return (
      <div className="space-y-5">
        <Alert tone="success">{AUTH_TEXT.resetSent}</Alert>
        <Link to={paths.signIn} className={backLink}>
          Return to Sign In
        </Link>
      </div>
    );
  }

  return (
    <Form form={form} fallbackError={AUTH_MESSAGES.resetFailed} onSubmit={requestReset.mutateAsync}>
      <EmailField />
      <div>
        <SubmitButton className="w-full" busyLabel="Sending…">
          Send Reset Link
        </SubmitButton>
        <BrowserCheckNotice status={browserCheck.status} />
      </div>
      <Link to={paths.signIn} className={backLink}>
        Back to Sign In
      </Link>
    </Form>
  );
}
