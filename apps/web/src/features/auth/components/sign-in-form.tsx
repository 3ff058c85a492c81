import { AUTH_MESSAGES } from "@campusride/shared/messages";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  EmailField,
  Form,
  PasswordField,
  SubmitButton,
  useLazyZodForm,
} from "../../../components/ui/form.tsx";
import { paths, signedInPath } from "../../../config/paths.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useSignIn } from "../api/sign-in.ts";
import { AUTH_TEXT } from "../auth-messages.ts";
import { useBrowserCheck } from "../browser-check.ts";
import { BrowserCheckNotice } from "./browser-check-notice.tsx";
import { ResendVerificationButton } from "./resend-verification-button.tsx";
import { TwoFactorSignInStep } from "./two-factor-sign-in-step.tsx";

const loadSchema = () =>
  import("@campusride/shared/schemas/signup").then((module) => module.signinInputSchema);

/**
 * Email and password. A signed-in user goes to /auth-success (docs/product/accounts.md#sign-in), which forwards
 * to `redirect` when it is a path of this site, else to the dashboard. Each step takes the
 * place of the one before in the history: Back from where the student lands goes to the
 * page before signing in, never to the sign-in form or the welcome countdown again.
 */
export function SignInForm({ redirect }: { redirect: string | null }) {
  const navigate = useNavigate();
  const browserCheck = useBrowserCheck();
  const signIn = useSignIn(browserCheck.report);
  const form = useLazyZodForm(loadSchema, { defaultValues: { email: "", password: "" } });
  const unverifiedEmail =
    signIn.error instanceof ApiError && signIn.error.code === "EMAIL_NOT_VERIFIED"
      ? signIn.variables?.email
      : undefined;
  // a two-factor account's password step asks for a code next
  const [needsCode, setNeedsCode] = useState(false);
  const finish = () =>
    navigate(signedInPath(redirect), {
      replace: true,
      state: { type: "signin", message: AUTH_TEXT.signInSuccess },
    });

  if (needsCode) return <TwoFactorSignInStep onVerified={finish} onRestart={() => setNeedsCode(false)} />;
  return (
    <Form
      form={form}
      fallbackError={AUTH_MESSAGES.unexpected}
      onSubmit={async (values) => {
        const answer = await signIn.mutateAsync(values);
        if (answer.twoFactorRedirect) setNeedsCode(true);
        else await finish();
      }}
    >
      {unverifiedEmail ? (
        <div className="space-y-2 text-sm text-slate-700">
          <p>{AUTH_TEXT.notVerifiedResend}</p>
          <ResendVerificationButton email={unverifiedEmail} />
        </div>
      ) : null}
      <EmailField />
      <PasswordField name="password" label="Password" autoComplete="current-password" />
      <div className="flex justify-end">
        <Link to={paths.forgotPassword} className="text-sm font-semibold text-brand-700 hover:underline">
          Forgot your password?
        </Link>
      </div>
      <div>
        <SubmitButton className="w-full" busyLabel="Signing in…">
          Sign In
        </SubmitButton>
        <BrowserCheckNotice status={browserCheck.status} />
      </div>
      <p className="text-center text-sm text-slate-600">
        Don&apos;t have an account?{" "}
        <Link to={paths.signUp} className="font-semibold text-brand-700 hover:underline">
          Sign up
        </Link>
      </p>
    </Form>
  );
}
