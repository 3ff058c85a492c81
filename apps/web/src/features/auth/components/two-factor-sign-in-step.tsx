import { TWO_FACTOR_MESSAGES } from "@campusride/shared/messages";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Form, InputField, SubmitButton, useLazyZodForm } from "../../../components/ui/form.tsx";
import { useVerifyBackupCode } from "../api/verify-backup-code.ts";
import { useVerifyTotp } from "../api/verify-totp.ts";
import { AuthenticatorCodeField } from "./authenticator-code-field.tsx";

const loadTotpSchema = () =>
  import("@campusride/shared/schemas/two-factor").then((module) => module.totpInputSchema);
const loadBackupSchema = () =>
  import("@campusride/shared/schemas/two-factor").then((module) => module.backupCodeInputSchema);

/** Refusals after which only a new password step helps. */
const RESTART_MESSAGES = new Set<string>([
  TWO_FACTOR_MESSAGES.challengeOver,
  TWO_FACTOR_MESSAGES.challengeExpired,
]);

interface TwoFactorSignInStepProps {
  /** The code was accepted: the browser is signed in. */
  onVerified: () => unknown;
  /** Back to the password step. */
  onRestart: () => void;
}

/**
 * The sign-in's second step for a two-factor account: the authenticator app's 6-digit
 * code, or one of the backup codes.
 */
export function TwoFactorSignInStep({ onVerified, onRestart }: TwoFactorSignInStepProps) {
  const [usesBackupCode, setUsesBackupCode] = useState(false);
  const restartAction = (message: string) =>
    RESTART_MESSAGES.has(message) ? (
      <Button variant="outline" size="sm" className="mt-3" onClick={onRestart}>
        Sign in again
      </Button>
    ) : null;
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">{TWO_FACTOR_MESSAGES.codeStepTitle}</h2>
      <p className="text-sm text-slate-700">
        {usesBackupCode ? TWO_FACTOR_MESSAGES.backupCodeHint : TWO_FACTOR_MESSAGES.codeStepBody}
      </p>
      {usesBackupCode ? (
        <BackupCodeForm onVerified={onVerified} errorAction={restartAction} />
      ) : (
        <TotpCodeForm onVerified={onVerified} errorAction={restartAction} />
      )}
      <button
        type="button"
        onClick={() => setUsesBackupCode((value) => !value)}
        className="text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {usesBackupCode ? TWO_FACTOR_MESSAGES.useAppCode : TWO_FACTOR_MESSAGES.useBackupCode}
      </button>
    </div>
  );
}

interface CodeFormProps {
  onVerified: () => unknown;
  errorAction: (message: string) => React.ReactNode;
}

function TotpCodeForm({ onVerified, errorAction }: CodeFormProps) {
  const verify = useVerifyTotp();
  const form = useLazyZodForm(loadTotpSchema, { defaultValues: { code: "" } });
  useEffect(() => form.setFocus("code"), [form]);
  return (
    <Form
      form={form}
      focusError
      errorAction={errorAction}
      onSubmit={async (values) => {
        await verify.mutateAsync(values);
        await onVerified();
      }}
    >
      <AuthenticatorCodeField />
      <SubmitButton className="w-full" busyLabel="Verifying…">
        {TWO_FACTOR_MESSAGES.verify}
      </SubmitButton>
    </Form>
  );
}

function BackupCodeForm({ onVerified, errorAction }: CodeFormProps) {
  const verify = useVerifyBackupCode();
  const form = useLazyZodForm(loadBackupSchema, { defaultValues: { code: "" } });
  useEffect(() => form.setFocus("code"), [form]);
  return (
    <Form
      form={form}
      focusError
      errorAction={errorAction}
      onSubmit={async (values) => {
        await verify.mutateAsync(values);
        await onVerified();
      }}
    >
      <InputField
        name="code"
        label={TWO_FACTOR_MESSAGES.backupCodeLabel}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <SubmitButton className="w-full" busyLabel="Verifying…">
        {TWO_FACTOR_MESSAGES.verify}
      </SubmitButton>
    </Form>
  );
}
