import { formatPhone } from "@campusride/shared/domain/phone";
import { ROLE_LABELS, isDriverType } from "@campusride/shared/domain/user-types";
import { useWatch } from "react-hook-form";
import { Link } from "react-router";
import { PasswordField } from "../../../../components/ui/form.tsx";
import { paths } from "../../../../config/paths.ts";
import type { WizardValues } from "./wizard-values.ts";

/** Step 4: password, confirmation, a summary of the account, and the terms it agrees to. */
export function StepPassword() {
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          name="password"
          label="Password"
          hint="At least 8 characters."
          autoComplete="new-password"
        />
        <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
      </div>
      <AccountSummary />
      <p className="text-sm text-slate-600">
        By creating an account you agree to the <LegalLink to={paths.terms}>Terms of Service</LegalLink> and
        the <LegalLink to={paths.privacy}>Privacy Policy</LegalLink>.
      </p>
    </div>
  );
}

/** Opens in a new tab, so the wizard (and the typed password) stays as it is. */
function LegalLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}

function AccountSummary() {
  const values = useWatch<WizardValues>();
  const isDriver = isDriverType(values.userType || undefined);
  const summary: Array<[string, string]> = [
    ["Name", `${values.firstName ?? ""} ${values.lastName ?? ""}`.trim()],
    ["Email", (values.email ?? "").trim().toLowerCase()],
    ["Phone", formatPhone(values.phone ?? "")],
    ["University", values.university ?? ""],
    ["Graduation year", values.graduationYear ?? ""],
    ["Account type", values.userType ? ROLE_LABELS[values.userType] : ""],
  ];
  if (isDriver) {
    summary.push(["Vehicle", `${values.carYear} ${values.carMake} ${values.carModel} (${values.carColor})`]);
    summary.push(["Driver license", values.licenseFile ? values.licenseFile.name : "Upload later"]);
  }
  return (
    <section aria-labelledby="summary-title" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 id="summary-title" className="font-semibold text-slate-900">
        Account summary
      </h2>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {summary.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="min-w-0 wrap-anywhere text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
