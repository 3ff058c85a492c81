import { TIMINGS } from "@campusride/shared/limits";
import { resetPasswordFormSchema } from "@campusride/shared/schemas/password";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/form-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { sessionQueryOptions } from "../api/get-session.ts";
import { resetPassword } from "../api/reset-password.ts";
import { AUTH_TEXT } from "../auth-messages.ts";

/** New password and confirmation; on success, /signin after 3 s. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(token ? null : AUTH_TEXT.missingResetToken);
  const [isDone, setDone] = useState(false);
  const [isBusy, setBusy] = useState(false);

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => void navigate("/signin"), TIMINGS.resetRedirect);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = resetPasswordFormSchema.safeParse({ password, confirmPassword });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      await resetPassword({ newPassword: password, token });
      // a reset ends every session of the account, this browser's too
      void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
      setDone(true);
    } catch (resetError) {
      if (resetError instanceof ApiError && resetError.code === "INVALID_TOKEN")
        setError(AUTH_TEXT.missingResetToken);
      else setError(resetError instanceof ApiError ? resetError.message : AUTH_TEXT.updatePasswordFailed);
    } finally {
      setBusy(false);
    }
  }

  if (isDone) return <Alert tone="success">{AUTH_TEXT.passwordUpdated}</Alert>;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {error ? (
        <Alert tone="error">
          {error}{" "}
          {!token || error === AUTH_TEXT.missingResetToken ? (
            <Link to="/forgot-password" className="font-semibold underline">
              Request a new link
            </Link>
          ) : null}
        </Alert>
      ) : null}
      <TextField
        label="New password"
        error={fieldErrors.password}
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
      />
      <TextField
        label="Confirm new password"
        error={fieldErrors.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onValueChange={setConfirmPassword}
      />
      <Button type="submit" className="w-full" disabled={isBusy || !token}>
        {isBusy ? "Updating…" : "Update Password"}
      </Button>
    </form>
  );
}
