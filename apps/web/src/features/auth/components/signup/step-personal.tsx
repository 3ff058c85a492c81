import { FormField, inputStyles } from "../../../../components/ui/form-field.tsx";
import type { StepProps } from "./wizard-values.ts";

/** Step 1: first and last name, .edu email, phone. */
export function StepPersonal({ values, errors, update }: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="First name" error={errors.firstName}>
        {(control) => (
          <input
            {...control}
            autoComplete="given-name"
            className={inputStyles}
            value={values.firstName}
            onChange={(event) => update({ firstName: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="Last name" error={errors.lastName}>
        {(control) => (
          <input
            {...control}
            autoComplete="family-name"
            className={inputStyles}
            value={values.lastName}
            onChange={(event) => update({ lastName: event.target.value })}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <FormField label="University email (.edu)" error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              placeholder="you@university.edu"
              className={inputStyles}
              value={values.email}
              onChange={(event) => update({ email: event.target.value })}
            />
          )}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label="Phone number" error={errors.phone}>
          {(control) => (
            <input
              {...control}
              type="tel"
              autoComplete="tel"
              placeholder="(xxx) xxx-xxxx"
              className={inputStyles}
              value={values.phone}
              onChange={(event) => update({ phone: event.target.value })}
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
