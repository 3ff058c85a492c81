import { FormField } from "./ui/form-field.tsx";

/** The license formats the API takes (it checks the file's content as well). */
const LICENSE_ACCEPT = "image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf";

interface LicenseFileFieldProps {
  label: string;
  hint: string;
  error?: string;
  disabled?: boolean;
  onFile: (file: File | undefined) => void;
}

/** The driver license file picker of the sign-up wizard and the profile. */
export function LicenseFileField({ label, hint, error, disabled, onFile }: LicenseFileFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept={LICENSE_ACCEPT}
          disabled={disabled}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
          onChange={(event) => onFile(event.target.files?.[0])}
        />
      )}
    </FormField>
  );
}
