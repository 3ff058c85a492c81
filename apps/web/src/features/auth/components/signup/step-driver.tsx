import { isDriverType } from "@campusride/shared/schemas/signup";
import { Info } from "lucide-react";
import { CarFields } from "../../../../components/car-fields.tsx";
import { LicenseFileField } from "../../../../components/license-file-field.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import type { StepProps } from "./wizard-values.ts";

/** Step 3: car details and the driver license for drivers; a note for riders. */
export function StepDriver({ values, errors, update }: StepProps) {
  if (values.userType === "" || !isDriverType(values.userType)) {
    return (
      <p className="flex gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        As a rider, you don&apos;t need to provide any driver information. Continue to set your password.
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <CarFields value={values.car} onChange={(car) => update({ car })} error={errors.car} />
      {values.uploadLicenseLater ? (
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          <p>
            You can upload your driver license later from your profile. Driver features stay limited until it
            is verified.
          </p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => update({ uploadLicenseLater: false })}
          >
            Upload now instead
          </Button>
        </div>
      ) : (
        <div className="space-y-3">
          <LicenseFileField
            label="Driver license (JPEG, PNG or PDF, under 5MB)"
            error={errors.license}
            hint="Verification takes about 24 hours."
            onFile={(file) => update({ licenseFile: file ?? null })}
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => update({ uploadLicenseLater: true, licenseFile: null })}
          >
            Upload license later
          </Button>
        </div>
      )}
    </div>
  );
}
