import { TWO_FACTOR_MESSAGES } from "@campusride/shared/messages";
import { totpInputSchema, twoFactorPasswordSchema } from "@campusride/shared/schemas/two-factor";
import { ShieldCheck } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Form, PasswordField, SubmitButton, useZodForm } from "../../../components/ui/form.tsx";
import { paths } from "../../../config/paths.ts";
import { useDisableTwoFactor } from "../api/disable-two-factor.ts";
import { useEnableTwoFactor, type TwoFactorEnrolment } from "../api/enable-two-factor.ts";
import { useSession } from "../api/use-session.ts";
import { useVerifyTotp } from "../api/verify-totp.ts";
import { BackupCodes } from "./backup-codes.tsx";
import { AuthenticatorCodeField } from "./authenticator-code-field.tsx";

type Step =
  | { name: "status" }
  | { name: "enable-password" }
  | { name: "scan"; enrolment: TwoFactorEnrolment }
  | { name: "backup-codes"; codes: string[] }
  | { name: "disable-password" };

const TITLE_ID = "two-factor-title";

/**
 * Two-factor authentication on /profile: its status; turning it on (password, then the
 * QR code and key, then a code from the app, then the backup codes once); turning it off
 * with the password.
 */
export function TwoFactorCard({ hasPassword = true }: { hasPassword?: boolean }) {
  const { session, isPending } = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: "status" });
  const [notice, setNotice] = useState<string | null>(null);
  const isEnabled = Boolean(session?.user.twoFactorEnabled);
  const back = () => setStep({ name: "status" });

  return (
    <section
      aria-labelledby={TITLE_ID}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={TITLE_ID} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
        {TWO_FACTOR_MESSAGES.title}
      </h2>
      {notice && step.name === "status" ? (
        <Alert tone="success" className="mt-4">
          {notice}
        </Alert>
      ) : null}
      {step.name === "status" && !isPending ? (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-slate-700">
            {isEnabled ? TWO_FACTOR_MESSAGES.statusOn : TWO_FACTOR_MESSAGES.statusOff}
          </p>
          {/* setting it up confirms the password: an account without one (Google only) is told so */}
          {!isEnabled && !hasPassword ? (
            <p className="text-sm text-slate-700">{TWO_FACTOR_MESSAGES.needsPassword}</p>
          ) : isEnabled ? (
            <Button variant="outline" onClick={() => setStep({ name: "disable-password" })}>
              {TWO_FACTOR_MESSAGES.disable}
            </Button>
          ) : (
            <Button onClick={() => setStep({ name: "enable-password" })}>{TWO_FACTOR_MESSAGES.enable}</Button>
          )}
        </div>
      ) : null}
      {step.name === "enable-password" ? (
        <EnablePasswordForm
          onCancel={back}
          onEnrolment={(enrolment) => setStep({ name: "scan", enrolment })}
        />
      ) : null}
      {step.name === "scan" ? (
        <ScanStep
          enrolment={step.enrolment}
          onCancel={back}
          onConfirmed={() => setStep({ name: "backup-codes", codes: step.enrolment.backupCodes })}
        />
      ) : null}
      {step.name === "backup-codes" ? (
        <BackupCodes codes={step.codes} onDone={() => void navigate(paths.twoFactorConfirmation)} />
      ) : null}
      {step.name === "disable-password" ? (
        <DisablePasswordForm
          onCancel={back}
          onDisabled={() => {
            setNotice(TWO_FACTOR_MESSAGES.disabled);
            back();
          }}
        />
      ) : null}
    </section>
  );
}

function PasswordStep({
  submitLabel,
  onSubmit,
  onCancel,
  variant = "primary",
}: {
  submitLabel: string;
  onSubmit: (password: string) => Promise<unknown>;
  onCancel: () => void;
  variant?: "primary" | "danger";
}) {
  const form = useZodForm(twoFactorPasswordSchema, { defaultValues: { password: "" } });
  return (
    <Form form={form} className="mt-4 space-y-4" onSubmit={(values) => onSubmit(values.password)}>
      <PasswordField
        name="password"
        label={TWO_FACTOR_MESSAGES.passwordLabel}
        hint={TWO_FACTOR_MESSAGES.passwordHint}
        autoComplete="current-password"
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton variant={variant} busyLabel="Checking…">
          {submitLabel}
        </SubmitButton>
        <Button variant="outline" onClick={onCancel}>
          {TWO_FACTOR_MESSAGES.cancel}
        </Button>
      </div>
    </Form>
  );
}

function EnablePasswordForm({
  onEnrolment,
  onCancel,
}: {
  onEnrolment: (enrolment: TwoFactorEnrolment) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  return (
    <PasswordStep
      submitLabel={TWO_FACTOR_MESSAGES.continue}
      onCancel={onCancel}
      onSubmit={async (password) => onEnrolment(await enable.mutateAsync({ password }))}
    />
  );
}

function DisablePasswordForm({ onDisabled, onCancel }: { onDisabled: () => void; onCancel: () => void }) {
  const disable = useDisableTwoFactor();
  return (
    <PasswordStep
      variant="danger"
      submitLabel={TWO_FACTOR_MESSAGES.disable}
      onCancel={onCancel}
      onSubmit={async (password) => {
        await disable.mutateAsync({ password });
        onDisabled();
      }}
    />
  );
}

/** The key's base32 text in groups of four, as authenticator apps show keys typed by hand. */
function manualKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

function ScanStep({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const verify = useVerifyTotp();
  const form = useZodForm(totpInputSchema, { defaultValues: { code: "" } });
  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm text-slate-700">{TWO_FACTOR_MESSAGES.scanQr}</p>
      <div className="w-fit rounded-xl border border-slate-200 bg-white p-3">
        <QRCodeSVG value={enrolment.totpURI} size={176} title={TWO_FACTOR_MESSAGES.qrLabel} role="img" />
      </div>
      <div className="text-sm">
        <p className="font-semibold text-slate-800">{TWO_FACTOR_MESSAGES.manualKey}</p>
        <code data-testid="two-factor-key" className="mt-1 block font-mono break-all text-slate-900">
          {manualKey(enrolment.totpURI)}
        </code>
      </div>
      <Form
        form={form}
        className="space-y-4"
        onSubmit={async (values) => {
          await verify.mutateAsync(values);
          onConfirmed();
        }}
      >
        <AuthenticatorCodeField />
        <div className="flex flex-wrap gap-3">
          <SubmitButton busyLabel="Confirming…">{TWO_FACTOR_MESSAGES.confirmCode}</SubmitButton>
          <Button variant="outline" onClick={onCancel}>
            {TWO_FACTOR_MESSAGES.cancel}
          </Button>
        </div>
      </Form>
    </div>
  );
}
