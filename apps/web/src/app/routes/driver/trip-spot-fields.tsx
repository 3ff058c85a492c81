import { LIMITS } from "@campusride/shared/limits";
import { TRIP_MESSAGES } from "@campusride/shared/messages";
import { useController } from "react-hook-form";
import { FormField, inputStyles } from "../../../components/ui/form-field.tsx";
import { PlaceField } from "../../../features/places/components/place-field.tsx";
import type { TripSpotFormValue } from "../../../features/rides/trip-spot-form.ts";

/** The pickup spot's and the drop-off spot's fields of a trip form (docs/product/trips.md#pickup-spot). */
export function TripSpotFields() {
  return (
    <fieldset className="min-w-0 space-y-5">
      <legend className="text-base font-semibold text-slate-900">
        {TRIP_MESSAGES.pickupSpotTitle} and {TRIP_MESSAGES.dropoffSpotTitle.toLowerCase()}
      </legend>
      <TripSpotField
        name="pickupSpot"
        title={TRIP_MESSAGES.pickupSpotTitle}
        label={TRIP_MESSAGES.pickupSpotLabel}
        hint={TRIP_MESSAGES.pickupSpotHint}
        notePlaceholder={TRIP_MESSAGES.pickupNotePlaceholder}
      />
      <TripSpotField
        name="dropoffSpot"
        title={TRIP_MESSAGES.dropoffSpotTitle}
        label={TRIP_MESSAGES.dropoffSpotLabel}
        hint={TRIP_MESSAGES.dropoffSpotHint}
        notePlaceholder={TRIP_MESSAGES.dropoffNotePlaceholder}
      />
    </fieldset>
  );
}

interface TripSpotFieldProps {
  name: "pickupSpot" | "dropoffSpot";
  title: string;
  label: string;
  hint: string;
  notePlaceholder: string;
}

/** One spot: the place, chosen from the list, and a short note; its error under the place. */
function TripSpotField({ name, title, label, hint, notePlaceholder }: TripSpotFieldProps) {
  const { field, fieldState } = useController({ name });
  const value = field.value as TripSpotFormValue;
  return (
    <div className="space-y-3">
      <PlaceField
        label={label}
        name={name}
        placeholder="Campus building, station or street"
        hint={hint}
        value={value}
        onChange={(place) => field.onChange({ ...place, note: value.note })}
        error={fieldState.error?.message}
      />
      <FormField label={TRIP_MESSAGES.spotNoteLabel(title)}>
        {(control) => (
          <input
            {...control}
            name={`${name}.note`}
            type="text"
            maxLength={LIMITS.spotNote}
            placeholder={notePlaceholder}
            value={value.note}
            onChange={(event) => field.onChange({ ...value, note: event.target.value })}
            onBlur={field.onBlur}
            className={inputStyles}
          />
        )}
      </FormField>
    </div>
  );
}
