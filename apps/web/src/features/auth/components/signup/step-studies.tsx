import { ROLE_LABELS, USER_TYPES, graduationYears } from "@campusride/shared/schemas/signup";
import clsx from "clsx";
import { SelectField, TextField } from "../../../../components/ui/form-field.tsx";
import type { StepProps } from "./wizard-values.ts";

/** Step 2: graduation year, university (pre-filled from the email domain), role. */
export function StepStudies({ values, errors, update }: StepProps) {
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Graduation year"
          error={errors.graduationYear}
          placeholder="Select year"
          options={graduationYears()}
          value={values.graduationYear}
          onValueChange={(graduationYear) => update({ graduationYear })}
        />
        <TextField
          label="University"
          error={errors.university}
          autoComplete="organization"
          value={values.university}
          onValueChange={(university) => update({ university })}
        />
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
