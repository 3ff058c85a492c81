import { ROLE_LABELS, isDriverType } from "@campusride/shared/schemas/signup";
import { TextField } from "../../../../components/ui/form-field.tsx";
import type { StepProps } from "./wizard-values.ts";

/** Step 4: password, confirmation, and a summary of the account. */
export function StepPassword({ values, errors, update }: StepProps) {
  const isDriver = values.userType !== "" && isDriverType(values.userType);
  const summary: Array<[string, string]> = [
    ["Name", `${values.firstName} ${values.lastName}`.trim()],
    ["Email", values.email.trim().toLowerCase()],
    ["Phone", values.phone],
    ["University", values.university],
    ["Graduation year", values.graduationYear],
    ["Account type", values.userType === "" ? "" : ROLE_LABELS[values.userType]],
  ];
  if (isDriver) {
    summary.push([
      "Vehicle",
      `${values.car.carYear} ${values.car.carMake} ${values.car.carModel} (${values.car.carColor})`,
    ]);
    summary.push(["Driver license", values.licenseFile ? values.licenseFile.name : "Upload later"]);
  }
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Password"
          error={errors.password}
          hint="At least 8 characters."
          type="password"
          autoComplete="new-password"
          value={values.password}
          onValueChange={(password) => update({ password })}
        />
        <TextField
          label="Confirm password"
          error={errors.confirmPassword}
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onValueChange={(confirmPassword) => update({ confirmPassword })}
        />
      </div>
      <section aria-labelledby="summary-title" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <h2 id="summary-title" className="font-semibold text-slate-900">
          Account summary
        </h2>
        <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {summary.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
