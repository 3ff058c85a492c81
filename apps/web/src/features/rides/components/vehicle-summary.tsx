import { TRIP_MESSAGES } from "@campusride/shared/messages";
import type { PrivateProfile } from "@campusride/shared/schemas/profile";
import { Car } from "lucide-react";
import { Alert } from "../../../components/ui/alert.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { hasCarDetails } from "../driver-readiness.ts";
import { TRIP_TEXT } from "../trip-text.ts";

/**
 * The car the trip is offered in, with 'Change Vehicle' (or 'Add Vehicle') to the
 * profile; without complete car details, the 'Car Details Missing' banner.
 */
export function VehicleSummary({ profile }: { profile: PrivateProfile }) {
  const hasCar = hasCarDetails(profile);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <p className="flex min-w-0 items-center gap-3 text-slate-800">
          <Car aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <span>
            <span className="block text-xs font-medium text-slate-600">Vehicle</span>
            {hasCar
              ? `${profile.carYear} ${profile.carMake} ${profile.carModel} · ${profile.carColor}`
              : TRIP_TEXT.noVehicle}
          </span>
        </p>
        <ButtonLink to="/profile" variant="outline" size="sm">
          {hasCar ? "Change Vehicle" : "Add Vehicle"}
        </ButtonLink>
      </div>
      {hasCar ? null : (
        <Alert tone="error">
          <p className="font-semibold">{TRIP_MESSAGES.carDetailsMissingTitle}</p>
          <p>{TRIP_MESSAGES.carDetailsMissing}</p>
        </Alert>
      )}
    </div>
  );
}
