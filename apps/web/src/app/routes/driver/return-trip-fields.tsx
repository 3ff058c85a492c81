import { todayLocal } from "@campusride/shared/domain/local-time";
import { ROUND_TRIP_MESSAGES } from "@campusride/shared/messages";
import { latestDepartureDate } from "@campusride/shared/schemas/rides";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { InputField } from "../../../components/ui/form.tsx";

/**
 * 'Add a return trip' of the create form (docs/product/trips.md#round-trips): a checkbox,
 * and once ticked the return's date and time. The form's values hold `returnTrip`
 * (returnTripFormSchema).
 */
export function ReturnTripFields() {
  const { register } = useFormContext();
  const isAdded = useWatch({ name: "returnTrip.isAdded" }) === true;
  const departureDate = useWatch({ name: "departureDate" }) as string;
  const hintId = `${useId()}-return-hint`;
  return (
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">
        {ROUND_TRIP_MESSAGES.returnTripTitle}
      </legend>
      <label className="flex min-h-11 items-start gap-3 text-slate-800">
        <input
          type="checkbox"
          aria-describedby={hintId}
          {...register("returnTrip.isAdded")}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span>
          <span className="font-medium">{ROUND_TRIP_MESSAGES.addReturn}</span>
          <span id={hintId} className="block text-sm text-slate-600">
            {ROUND_TRIP_MESSAGES.addReturnHint}
          </span>
        </span>
      </label>
      {isAdded ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            name="returnTrip.departureDate"
            label={ROUND_TRIP_MESSAGES.returnDate}
            type="date"
            min={departureDate || todayLocal()}
            max={latestDepartureDate()}
          />
          <InputField name="returnTrip.departureTime" label={ROUND_TRIP_MESSAGES.returnTime} type="time" />
        </div>
      ) : null}
    </fieldset>
  );
}
