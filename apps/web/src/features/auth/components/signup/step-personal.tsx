import { TextField } from "../../../../components/ui/form-field.tsx";
import type { StepProps } from "./wizard-values.ts";

/** Step 1: first and last name, .edu email, phone. */
export function StepPersonal({ values, errors, update }: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="First name"
        error={errors.firstName}
        autoComplete="given-name"
        value={values.firstName}
        onValueChange={(firstName) => update({ firstName })}
      />
      <TextField
        label="Last name"
        error={errors.lastName}
        autoComplete="family-name"
        value={values.lastName}
        onValueChange={(lastName) => update({ lastName })}
      />
      <div className="sm:col-span-2">
        <TextField
          label="University email (.edu)"
          error={errors.email}
          type="email"
          autoComplete="email"
          placeholder="you@university.edu"
          value={values.email}
          onValueChange={(email) => update({ email })}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Phone number"
          error={errors.phone}
          type="tel"
          autoComplete="tel"
          placeholder="(xxx) xxx-xxxx"
          value={values.phone}
          onValueChange={(phone) => update({ phone })}
        />
      </div>
    </div>
  );
}
