import { ROLE_LABELS, USER_TYPES, graduationYears } from "@campusride/shared/schemas/signup";
import clsx from "clsx";
import { FormField, inputStyles } from "../../../../components/ui/form-field.tsx";
import type { StepProps } from "./wizard-values.ts";

/** Step 2: graduation year, university (pre-filled from the email domain), role. */
export function StepStudies({ values, errors, update }: StepProps) {
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Graduation year" error={errors.graduationYear}>
          {(control) => (
            <select
              {...control}
              className={inputStyles}
              value={values.graduationYear}
              onChange={(event) => update({ graduationYear: event.target.value })}
            >
              <option value="">Select year</option>
              {graduationYears().map((year) => (
                <option key={year}>{year}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="University" error={errors.university}>
          {(control) => (
            <input
              {...control}
              autoComplete="organization"
              className={inputStyles}
              value={values.university}
              onChange={(event) => update({ university: event.target.value })}
            />
          )}
        </FormField>
      </div>
      <fieldset aria-describedby={errors.userType ? "role-error" : undefined}>
        <legend className="text-sm font-semibold text-slate-800">I want to use CampusRide as</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {USER_TYPES.map((type) => (
            <label
              key={type}
              className={clsx(
                "flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm font-medium",
                values.userType === type ? "border-brand-700 bg-brand-50 text-brand-900" : "border-slate-300",
              )}
            >
              <input
                type="radio"
                name="userType"
                value={type}
                checked={values.userType === type}
                onChange={() => update({ userType: type })}
                className="accent-brand-700"
              />
              {ROLE_LABELS[type]}
            </label>
          ))}
        </div>
        {errors.userType ? (
          <p id="role-error" className="mt-1.5 text-sm font-medium text-red-700">
            {errors.userType}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
