import { todayLocal } from "@campusride/shared/domain/local-time";
import { LIMITS } from "@campusride/shared/limits";
import { ROUND_TRIP_MESSAGES, SEARCH_MESSAGES, geocodeFailedMessage } from "@campusride/shared/messages";
import { Search } from "lucide-react";
import { Form, InputField, SubmitButton, useZodForm } from "../../../components/ui/form.tsx";
import type { PlaceFieldValue } from "../../../features/places/components/place-field.tsx";
import { PlaceFormField } from "../../../features/places/components/place-form-field.tsx";
import { resolvePlace } from "../../../features/places/resolve-place.ts";
import {
  isSamePlace,
  type SearchCriteria,
  type SearchPlace,
} from "../../../features/search/search-criteria.ts";
import { searchFormSchema, type SearchFormValues } from "../../../features/search/search-form-schema.ts";

interface FindRideFormProps {
  /** What the fields start with: the search in the address, or today and 1 passenger. */
  defaultValues: SearchFormValues;
  onSearch: (criteria: SearchCriteria) => void;
}

function searchPlaceOf({ place }: PlaceFieldValue): SearchPlace | undefined {
  if (!place) return undefined;
  const { address, lat, lng, placeId } = place;
  return { address, lat, lng, ...(placeId ? { placeId } : {}) };
}

/**
 * Find a Ride's search (docs/product/search.md#find-a-ride): pickup, destination, date and passengers. Text typed
 * without choosing a suggestion is looked up first; a place that cannot be found says so
 * on its field.
 */
export function FindRideForm({ defaultValues, onSearch }: FindRideFormProps) {
  const form = useZodForm(searchFormSchema, { defaultValues });

  async function resolve(field: "pickup" | "destination", value: PlaceFieldValue) {
    const resolved = await resolvePlace(value);
    if (resolved) form.setValue(field, resolved);
    else
      form.setError(field, { message: geocodeFailedMessage(field === "pickup" ? "origin" : "destination") });
    return resolved;
  }

  return (
    <Form
      form={form}
      aria-label="Find a ride"
      fallbackError={SEARCH_MESSAGES.failed}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      onSubmit={async (values) => {
        const pickup = await resolve("pickup", values.pickup);
        const destination = pickup ? await resolve("destination", values.destination) : undefined;
        const from = pickup && searchPlaceOf(pickup);
        const to = destination && searchPlaceOf(destination);
        if (!from || !to) return;
        // typed places are known only once looked up: they may turn out to be one place
        if (isSamePlace(from, to)) {
          form.setError("destination", { message: SEARCH_MESSAGES.samePlace }, { shouldFocus: true });
          return;
        }
        onSearch({
          pickup: from,
          destination: to,
          date: values.date,
          passengers: values.passengers,
          ...(values.returnDate ? { returnDate: values.returnDate } : {}),
        });
      }}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <PlaceFormField name="pickup" label="Pickup" />
        <PlaceFormField name="destination" label="Destination" />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <InputField name="date" label="Date" type="date" min={todayLocal()} />
        <InputField
          name="returnDate"
          label={ROUND_TRIP_MESSAGES.returnOn}
          type="date"
          min={todayLocal()}
          hint={ROUND_TRIP_MESSAGES.returnOnHint}
        />
        <InputField
          name="passengers"
          label="Passengers"
          type="number"
          inputMode="numeric"
          min={LIMITS.passengers.min}
          max={LIMITS.passengers.max}
        />
      </div>
      <SubmitButton busyLabel="Searching…" className="w-full sm:w-auto">
        <Search aria-hidden="true" className="size-4" />
        Search rides
      </SubmitButton>
    </Form>
  );
}
