import { SIGNUP_MESSAGES } from "@campusride/shared/messages";
import { isDriverType, type UserType } from "@campusride/shared/domain/user-types";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../../components/ui/button.tsx";
import { Form, SubmitButton, setServerErrors } from "../../../../components/ui/form.tsx";
import { paths } from "../../../../config/paths.ts";
import { errorMessage } from "../../../../lib/api-client.ts";
import { useSignUp } from "../../api/sign-up.ts";
import { useUploadSignupLicense } from "../../api/upload-signup-license.ts";
import { whenIdle } from "../../../../lib/when-idle.ts";
import { AUTH_TEXT } from "../../auth-messages.ts";
import { useBrowserCheck } from "../../browser-check.ts";
import { BrowserCheckNotice } from "../browser-check-notice.tsx";
import { StepDriver } from "./step-driver.tsx";
import { StepPersonal } from "./step-personal.tsx";
import { StepStudies } from "./step-studies.tsx";
import { useWizardStep } from "./use-wizard-step.ts";
import {
  firstInvalidStepBefore,
  loadPasswordStepSchema,
  preloadStepSchemas,
  stepResolver,
} from "./wizard-schema.ts";
import { clearWizardValues, loadWizardValues, saveWizardValues } from "./wizard-storage.ts";
import { INITIAL_VALUES, STEP_TITLES, isUserType, stepOfField, type WizardValues } from "./wizard-values.ts";

// The last step shows the phone as people read it, with the phone library that step 1's
// check loads after the first paint: it comes with that step, not with /signup.
const loadStepPassword = () => import("./step-password.tsx");
const StepPassword = lazy(async () => ({ default: (await loadStepPassword()).StepPassword }));

// The university list (~30 KB gzipped) fills in step 2 from the email: it loads after the
// first paint, while the student types.
const loadInstitutions = () => import("@campusride/shared/domain/institutions");

const STEP_COMPONENTS = [StepPersonal, StepStudies, StepDriver, StepPassword] as const;
const STEP_COUNT = STEP_TITLES.length;

/**
 * The 4-step sign-up: Next checks the step, Previous (or the browser's Back) goes back,
 * the last step creates the account. /signup?role=driver chooses the role in advance.
 */
export function SignUpWizard() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { step, goTo } = useWizardStep(STEP_COUNT);
  const [initialRole] = useState(() => params.get("role"));
  // read once: what this tab kept, and the role a 'Join as a Driver' link chose
  const [defaultValues] = useState<WizardValues>(() => ({
    ...INITIAL_VALUES,
    ...loadWizardValues(),
    ...(isUserType(initialRole) ? { userType: initialRole } : {}),
  }));
  const form = useForm<WizardValues>({
    defaultValues,
    resolver: useMemo(() => stepResolver(step), [step]),
  });
  const browserCheck = useBrowserCheck();
  const signUp = useSignUp(browserCheck.report);
  const uploadLicense = useUploadSignupLicense();
  const prefilledUniversity = useRef("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // the role came with the link: it is a value now, not part of the address
  useEffect(() => {
    if (initialRole === null) return;
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        query.delete("role");
        return query;
      },
      { replace: true },
    );
  }, [initialRole, setParams]);

  useEffect(() => {
    saveWizardValues(form.getValues());
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveWizardValues(values),
    });
  }, [form]);

  useEffect(
    () =>
      whenIdle(() => {
        preloadStepSchemas();
        if (step === 1) void loadInstitutions();
      }),
    [step],
  );

  useEffect(() => {
    // the password step's dictionaries arrive while the student fills in the steps before it
    if (step >= STEP_COUNT - 1) {
      void loadPasswordStepSchema();
      void loadStepPassword();
    }
  }, [step]);

  useEffect(() => {
    let isCurrent = true;
    // an address may name a step whose earlier steps are not done (a reload, Forward)
    void firstInvalidStepBefore(step, form.getValues()).then((blocked) => {
      if (!isCurrent) return;
      if (blocked) {
        goTo(blocked, { replace: true });
        return;
      }
      if (shownStep.current !== step) headingRef.current?.focus();
      shownStep.current = step;
    });
    return () => {
      isCurrent = false;
    };
  }, [step, form, goTo]);

  async function next(values: WizardValues) {
    if (step === 1) {
      // the university follows the email domain until the student edits it
      const institution = (await loadInstitutions()).institutionForEmail(values.email);
      if (institution && (values.university === "" || values.university === prefilledUniversity.current)) {
        prefilledUniversity.current = institution;
        form.setValue("university", institution);
      }
    }
    goTo(step + 1);
  }

  /** Puts a refusal on its field and opens the step that asks for it. */
  function showRefusal(error: unknown) {
    const placed = setServerErrors(form, error, SIGNUP_MESSAGES.accountCreationFailed);
    const steps = placed.map(stepOfField).filter((value): value is number => value !== undefined);
    if (steps.length > 0) goTo(Math.min(...steps));
  }

  async function createAccount(values: WizardValues) {
    const isDriver = values.userType !== "" && isDriverType(values.userType);
    let licenseUploadId: string | null = null;
    if (isDriver && values.licenseFile) {
      try {
        licenseUploadId = await uploadLicense.mutateAsync(values.licenseFile);
      } catch (error) {
        form.setError("licenseFile", { type: "server", message: errorMessage(error) });
        goTo(3);
        return;
      }
    }
    const { licenseFile: _file, uploadLicenseLater: _later, ...fields } = values;
    try {
      await signUp.mutateAsync({
        ...fields,
        // step 2 has been passed: a role is chosen
        userType: values.userType as UserType,
        licenseUploadId,
      });
    } catch (error) {
      showRefusal(error);
      return;
    }
    clearWizardValues();
    await navigate(paths.authSuccess, {
      state: {
        type: "signup",
        message: AUTH_TEXT.signUpSuccess,
        requiresEmailVerification: true,
        email: values.email.trim().toLowerCase(),
        // 'Upload license later': nothing is under review yet
        driverMessage: isDriver
          ? licenseUploadId
            ? AUTH_TEXT.driverMessage
            : AUTH_TEXT.driverLicenseLater
          : undefined,
      },
    });
  }

  const StepComponent = STEP_COMPONENTS[step - 1]!;
  const isLast = step === STEP_COUNT;

  return (
    <Form
      form={form}
      className="space-y-6"
      onSubmit={(values) => (isLast ? createAccount(values) : next(values))}
    >
      <div>
        <div className="flex items-center justify-between text-sm font-medium text-slate-600">
          <span>
            Step {step} of {STEP_COUNT}
          </span>
          <span>{STEP_TITLES[step - 1]}</span>
        </div>
        <div
          role="progressbar"
          aria-label="Sign-up progress"
          aria-valuemin={1}
          aria-valuemax={STEP_COUNT}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${STEP_COUNT}: ${STEP_TITLES[step - 1]}`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-all"
            style={{ width: `${(step / STEP_COUNT) * 100}%` }}
          />
        </div>
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {STEP_TITLES[step - 1]}
      </h2>
      <Suspense fallback={<p className="text-sm text-slate-600">Loading…</p>}>
        <StepComponent />
      </Suspense>
      <div className="border-t border-slate-200 pt-5">
        <div className="flex flex-wrap justify-between gap-3">
          {step > 1 ? (
            <Button variant="outline" onClick={() => goTo(step - 1)} disabled={form.formState.isSubmitting}>
              Previous
            </Button>
          ) : (
            <span />
          )}
          {isLast ? (
            <SubmitButton busyLabel="Creating account…">Create Account</SubmitButton>
          ) : (
            <Button type="submit">Next</Button>
          )}
        </div>
        <BrowserCheckNotice status={browserCheck.status} />
      </div>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{" "}
        <Link to={paths.signIn} className="font-semibold text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </Form>
  );
}
