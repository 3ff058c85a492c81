import { TIMINGS } from "@campusride/shared/limits";
import { AUTH_MESSAGES } from "@campusride/shared/messages";
import { resetPasswordFormSchema } from "@campusride/shared/schemas/password";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Form, PasswordField, SubmitButton, useZodForm } from "../../../components/ui/form.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useResetPassword } from "../api/reset-password.ts";
import { AUTH_TEXT } from "../auth-messages.ts";

/**
 * New password and confirmation; on success, /signin after 3 s. A link without a token,
 * or one already used or expired, gets no form: what happened and a way to a new link.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useZodForm(resetPasswordFormSchema, {
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const isTokenRefused =
    resetPassword.error instanceof ApiError && resetPassword.error.code === "INVALID_TOKEN";

  useEffect(() => {
    if (!resetPassword.isSuccess) return;
    const timer = setTimeout(() => void navigate(paths.signIn), TIMINGS.resetRedirect);
    return () => clearTimeout(timer);
  }, [resetPassword.isSuccess, navigate]);

  if (!token || isTokenRefused) {
    return (
      <Alert tone="error">
        {AUTH_MESSAGES.invalidToken}{" "}
        <Link to={paths.forgotPassword} className="font-semibold underline">
          Request a new link
        </Link>
      </Alert>
    );
  }
  if (resetPassword.isSuccess) return <Alert tone="success">{AUTH_TEXT.passwordUpdated}</Alert>;

  return (
    <Form
      form={form}
      fallbackError={AUTH_MESSAGES.updatePasswordFailed}
      onSubmit={({ newPassword }) => resetPassword.mutateAsync({ newPassword, token })}
    >
      <PasswordField name="newPassword" label="New password" autoComplete="new-password" />
      <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
      <SubmitButton className="w-full" busyLabel="Updating…">
        Update Password
      </SubmitButton>
    </Form>
  );
}
