import { LICENSE_REVIEW_HOURS } from "@campusride/shared/limits";
import { LICENSE_HINT } from "@campusride/shared/domain/license-file";
import { isDriverType } from "@campusride/shared/domain/user-types";
import { Info } from "lucide-react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { CarFields } from "../../../../components/car-fields.tsx";
import { LicenseFileField } from "../../../../components/license-file-field.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import type { WizardValues } from "./wizard-values.ts";

/** Step 3: car details and the driver license for drivers; a note for riders. */
export function StepDriver() {
  const userType = useWatch<WizardValues, "userType">({ name: "userType" });
  if (userType === "" || !isDriverType(userType)) {
    return (
      <p className="flex gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        As a rider, you don&apos;t need to provide any driver information. Continue to set your password.
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <CarFields />
      <LicenseChoice />
    </div>
  );
}

/** The license now (a file, shown with Remove) or 'Upload license later'. */
function LicenseChoice() {
  const { setValue, trigger } = useFormContext<WizardValues>();
  const isLater = useWatch<WizardValues, "uploadLicenseLater">({ name: "uploadLicenseLater" });
  const { field, fieldState } = useController<WizardValues, "licenseFile">({ name: "licenseFile" });

  if (isLater) {
    return (
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <p>
          You can upload your driver license later from your profile. Driver features stay limited until it is
          verified.
        </p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => setValue("uploadLicenseLater", false)}
        >
          Upload now instead
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <LicenseFileField
        label="Driver license"
        hint={`${LICENSE_HINT} Verification takes about ${LICENSE_REVIEW_HOURS} hours.`}
        error={fieldState.error?.message}
        file={field.value}
        onFileChange={(file) => {
          field.onChange(file);
          // a wrong type or size shows at once, not only on Next
          if (file) void trigger("licenseFile");
        }}
      />
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          field.onChange(null);
          setValue("uploadLicenseLater", true);
        }}
      >
        Upload license later
      </Button>
    </div>
  );
}
