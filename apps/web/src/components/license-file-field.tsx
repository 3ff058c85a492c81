import { LICENSE_ACCEPT } from "@campusride/shared/domain/license-file";
import clsx from "clsx";
import { FileText, X } from "lucide-react";
import { Button } from "./ui/button.tsx";
import { FormField } from "./ui/form-field.tsx";

interface LicenseFileFieldProps {
  label: string;
  hint: string;
  error?: string;
  disabled?: boolean;
  /** The chosen file, shown with a Remove button instead of the picker. */
  file?: File | null;
  onFileChange: (file: File | null) => void;
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The driver license file picker of the sign-up wizard and the profile. */
export function LicenseFileField({
  label,
  hint,
  error,
  disabled,
  file,
  onFileChange,
}: LicenseFileFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) =>
        file ? (
          <div
            className={clsx(
              "flex items-center gap-3 rounded-lg border bg-slate-50 p-3",
              error ? "border-red-600" : "border-slate-300",
            )}
          >
            <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            <p id={control.id} className="min-w-0 flex-1 text-sm">
              <span className="block font-medium wrap-anywhere text-slate-900">{file.name}</span>
              <span className="text-slate-600">{formatSize(file.size)}</span>
            </p>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${file.name}`}
              aria-describedby={control["aria-describedby"]}
              onClick={() => onFileChange(null)}
            >
              <X aria-hidden="true" className="size-4" />
              Remove
            </Button>
          </div>
        ) : (
          <input
            {...control}
            type="file"
            accept={LICENSE_ACCEPT}
            disabled={disabled}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
            onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
          />
        )
      }
    </FormField>
  );
}
