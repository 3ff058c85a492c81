import { LIMITS } from "@campusride/shared/limits";
import { TRIP_MESSAGES } from "@campusride/shared/messages";
import { SpotMap } from "../../../components/ui/spot-map.tsx";
import { useController } from "react-hook-form";
import { FormField, inputStyles } from "../../../components/ui/form-field.tsx";
import { PlaceField } from "../../../features/places/components/place-field.tsx";
import type { TripSpotFormValue } from "../../../features/rides/trip-spot-form.ts";

/**
 * The pickup spot's and the drop-off spot's fields of a trip form (docs/product/trips.md#pickup-spot);
 * the pickup spot can also be a pin dropped on a map around the trip's `start`.
 */
export function TripSpotFields({ start }: { start?: { lat: number; lng: number } | undefined }) {
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
        start={start}
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
  /** A map to drop the spot's pin on, around the trip's start (pickup only). */
  start?: { lat: number; lng: number } | undefined;
}

/** One spot: the place, chosen from the list, and a short note; its error under the place. */
function TripSpotField({ name, title, label, hint, notePlaceholder, start }: TripSpotFieldProps) {
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
      {start ? (
        <div>
          <p className="text-sm text-slate-600">{TRIP_MESSAGES.dropPinHint}</p>
          <SpotMap
            label={TRIP_MESSAGES.spotMapLabel(title)}
            spot={value.place ?? null}
            center={start}
            onPick={({ lat, lng }) => {
              // no reverse lookup of a place: the pin is named by its coordinates
              const address = TRIP_MESSAGES.droppedPin(lat, lng);
              field.onChange({
                text: address,
                place: { placeId: "", name: address, address, lat, lng },
                note: value.note,
              });
            }}
          />
        </div>
      ) : null}
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
