import { VERIFIED_CALLBACK_PATH } from "@campusride/shared/paths";
import { institutionForEmail } from "@campusride/shared/domain/institutions";
import { SIGNUP_MESSAGES, isDriverType } from "@campusride/shared/schemas/signup";
import { useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { ApiError, api } from "../../../../lib/api-client.ts";
import { signUp } from "../../api/sign-up.ts";
import { AUTH_TEXT } from "../../auth-messages.ts";
import { StepDriver } from "./step-driver.tsx";
import { StepPassword } from "./step-password.tsx";
import { StepPersonal } from "./step-personal.tsx";
import { StepStudies } from "./step-studies.tsx";
import { validateStep } from "./validate-step.ts";
import { INITIAL_VALUES, type FieldErrors, type WizardValues } from "./wizard-values.ts";

const STEPS = ["Your details", "Your studies", "Driver details", "Password"] as const;

async function uploadSignupLicense(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file);
  const { uploadId } = await api.post<{ uploadId: string }>("/api/signup/license", form);
  return uploadId;
}

/** The 4-step sign-up: Next validates the step, Previous goes back, the last step creates the account. */
export function SignUpWizard() {
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<WizardValues>(INITIAL_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const prefilledUniversity = useRef("");
  const headingRef = useRef<HTMLHeadingElement>(null);

  const update = (patch: Partial<WizardValues>) => setValues((current) => ({ ...current, ...patch }));

  function goTo(next: number) {
    setStep(next);
    setErrors({});
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function next() {
    const stepErrors = validateStep(step, values);
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length > 0) return;
    if (step === 1) {
      // the university follows the email domain until the student edits it
      const institution = institutionForEmail(values.email);
      if (institution && (values.university === "" || values.university === prefilledUniversity.current)) {
        prefilledUniversity.current = institution;
        update({ university: institution });
      }
    }
    goTo(step + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (step < STEPS.length) {
      next();
      return;
    }
    const stepErrors = validateStep(4, values);
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length > 0) return;
    setFormError(null);
    setBusy(true);
    try {
      const isDriver = values.userType !== "" && isDriverType(values.userType);
      const licenseUploadId =
        isDriver && values.licenseFile ? await uploadSignupLicense(values.licenseFile) : null;
      const email = values.email.trim().toLowerCase();
      await signUp({
        name: `${values.firstName.trim()} ${values.lastName.trim()}`,
        email,
        password: values.password,
        confirmPassword: values.confirmPassword,
        firstName: values.firstName,
        lastName: values.lastName,
        phone: values.phone,
        graduationYear: Number(values.graduationYear),
        university: values.university,
        userType: values.userType,
        ...(isDriver ? { ...values.car, carYear: Number(values.car.carYear), licenseUploadId } : {}),
        callbackURL: VERIFIED_CALLBACK_PATH,
      });
      await navigate("/auth-success", {
        state: {
          type: "signup",
          message: AUTH_TEXT.signUpSuccess,
          requiresEmailVerification: true,
          email,
          driverMessage: isDriver
            ? licenseUploadId
              ? AUTH_TEXT.driverMessage
              : AUTH_TEXT.driverLicenseLater
            : undefined,
        },
      });
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.message ? error.message : SIGNUP_MESSAGES.accountCreationFailed,
      );
    } finally {
      setBusy(false);
    }
  }

  const StepComponent = [StepPersonal, StepStudies, StepDriver, StepPassword][step - 1]!;

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <div>
        <div className="flex items-center justify-between text-sm font-medium text-slate-600">
          <span>
            Step {step} of {STEPS.length}
          </span>
          <span>{STEPS[step - 1]}</span>
        </div>
        <div
          role="progressbar"
          aria-label="Sign-up progress"
          aria-valuemin={1}
          aria-valuemax={STEPS.length}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${STEPS.length}: ${STEPS[step - 1]}`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-all"
            style={{ width: `${(step / STEPS.length) * 100}%` }}
          />
        </div>
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {STEPS[step - 1]}
      </h2>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <StepComponent values={values} errors={errors} update={update} />
      <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-5">
        {step > 1 ? (
          <Button variant="outline" onClick={() => goTo(step - 1)} disabled={isBusy}>
            Previous
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={isBusy}>
          {step < STEPS.length ? "Next" : isBusy ? "Creating account…" : "Create Account"}
        </Button>
      </div>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{" "}
        <Link to="/signin" className="font-semibold text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
