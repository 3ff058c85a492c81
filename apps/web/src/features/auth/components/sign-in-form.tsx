import { signinInputSchema } from "@campusride/shared/schemas/signup";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/form-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { sessionQueryOptions } from "../api/get-session.ts";
import { signIn } from "../api/sign-in.ts";
import { AUTH_TEXT } from "../auth-messages.ts";
import { rememberSession } from "../session-keys.ts";

/** Only same-site paths are followed after sign-in. */
function safeRedirect(value: string | null): string | null {
  return value && value.startsWith("/") && !value.startsWith("//") ? value : null;
}

export function SignInForm({ redirect }: { redirect: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = signinInputSchema.safeParse({ email, password });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      await signIn(parsed.data);
      // the new session replaces whatever the top bar and the guards had cached
      const session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      if (session) rememberSession(session.user.id, session.session.id);
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== sessionQueryOptions.queryKey[0],
      });
      const target = safeRedirect(redirect);
      if (target) await navigate(target, { replace: true });
      else await navigate("/auth-success", { state: { type: "signin", message: AUTH_TEXT.signInSuccess } });
    } catch (signInError) {
      setError(signInError instanceof ApiError ? signInError.message : AUTH_TEXT.unexpected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label="Email"
        error={fieldErrors.email}
        type="email"
        autoComplete="email"
        placeholder="you@university.edu"
        value={email}
        onValueChange={setEmail}
      />
      <TextField
        label="Password"
        error={fieldErrors.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
      />
      <div className="flex justify-end">
        <Link to="/forgot-password" className="text-sm font-semibold text-brand-700 hover:underline">
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={isBusy}>
        {isBusy ? "Signing in…" : "Sign In"}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Don&apos;t have an account?{" "}
        <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
          Sign up
        </Link>
      </p>
    </form>
  );
}
