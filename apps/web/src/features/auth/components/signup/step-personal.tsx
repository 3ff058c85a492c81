import { PhoneField } from "../../../../components/phone-field.tsx";
import { EmailField, InputField } from "../../../../components/ui/form.tsx";

/**
 * Step 1: first and last name, .edu email, phone. Google sign-in's completion asks the
 * same without the email, which the provider gave.
 */
export function StepPersonal({ withEmail = true }: { withEmail?: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField name="firstName" label="First name" autoComplete="given-name" />
      <InputField name="lastName" label="Last name" autoComplete="family-name" />
      {withEmail && (
        <div className="sm:col-span-2">
          <EmailField label="University email (.edu)" />
        </div>
      )}
      <div className="sm:col-span-2">
        <PhoneField label="Phone number" />
      </div>
    </div>
  );
}
