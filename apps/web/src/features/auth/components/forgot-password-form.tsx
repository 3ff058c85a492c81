import { RESET_PASSWORD_PATH } from "@campusride/shared/paths";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/form-field.tsx";
import { requestPasswordReset } from "../api/request-password-reset.ts";
import { AUTH_TEXT } from "../auth-messages.ts";

/** Reset request: one email field, then the same confirmation whether or not the account exists. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [isSent, setSent] = useState(false);
  const [isBusy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (email.trim() === "") {
      setFieldError("Email is required");
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await requestPasswordReset({ email: email.trim().toLowerCase(), redirectTo: RESET_PASSWORD_PATH });
      setSent(true);
    } catch (requestError) {
      setError(requestError instanceof ApiError ? requestError.message : AUTH_TEXT.resetFailed);
    } finally {
      setBusy(false);
    }
  }

  if (isSent) {
    return (
      <div className="space-y-5">
        <Alert tone="success">{AUTH_TEXT.resetSent}</Alert>
        <Link to="/signin" className="block text-center text-sm font-semibold text-brand-700 hover:underline">
          Return to Sign In
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label="Email"
        error={fieldError}
        type="email"
        autoComplete="email"
        placeholder="you@university.edu"
        value={email}
        onValueChange={setEmail}
      />
      <Button type="submit" className="w-full" disabled={isBusy}>
        {isBusy ? "Sending…" : "Send Reset Link"}
      </Button>
      <Link to="/signin" className="block text-center text-sm font-semibold text-brand-700 hover:underline">
        Back to Sign In
      </Link>
    </form>
  );
}
