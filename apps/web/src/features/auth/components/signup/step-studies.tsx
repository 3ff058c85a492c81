import { ROLE_LABELS, USER_TYPES, graduationYears } from "@campusride/shared/domain/user-types";
import { WOMEN_ONLY_MESSAGES } from "@campusride/shared/messages";
import clsx from "clsx";
import { useId } from "react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { FieldError } from "../../../../components/ui/form-field.tsx";
import { InputField, SelectField, errorAt } from "../../../../components/ui/form.tsx";
import type { WizardValues } from "./wizard-values.ts";

/** Step 2: graduation year, university (pre-filled from the email domain), role, women-only trips. */
export function StepStudies() {
  const { register } = useFormContext<WizardValues>();
  const userType = useWatch<WizardValues, "userType">({ name: "userType" });
  const { errors } = useFormState<WizardValues>({ name: "userType" });
  const roleError = errorAt(errors, "userType");
  const roleErrorId = useId();
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="graduationYear"
          label="Graduation year"
          placeholder="Select year"
          options={graduationYears()}
        />
        <InputField name="university" label="University" autoComplete="organization" />
      </div>
      <fieldset aria-describedby={roleError ? roleErrorId : undefined}>
        <legend className="text-sm font-semibold text-slate-800">I want to use CampusRide as</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {USER_TYPES.map((type) => (
            <label
              key={type}
              className={clsx(
                "flex h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium",
                userType === type ? "border-brand-700 bg-brand-50 text-brand-900" : "border-slate-300",
              )}
            >
              <input type="radio" value={type} {...register("userType")} className="accent-brand-700" />
              {ROLE_LABELS[type]}
            </label>
          ))}
        </div>
        <FieldError id={roleErrorId}>{roleError}</FieldError>
      </fieldset>
      <WomenOnlyChoice />
    </div>
  );
}

/** The women-only trips choice, made here once (or later on the profile when left unticked). */
function WomenOnlyChoice() {
  const { register } = useFormContext<{ womenOnlyTrips: boolean }>();
  const hintId = useId();
  return (
    <div>
      <label className="inline-flex min-h-11 items-center gap-3 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          aria-describedby={hintId}
          {...register("womenOnlyTrips")}
          className="size-5 shrink-0 accent-brand-700"
        />
        {WOMEN_ONLY_MESSAGES.signupChoice}
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {WOMEN_ONLY_MESSAGES.signupHint} {WOMEN_ONLY_MESSAGES.verification}
      </p>
    </div>
  );
}
