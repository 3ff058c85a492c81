import { useEffect } from "react";
import type { UseFormSetValue } from "react-hook-form";
import { useLocation, useSearchParams } from "react-router";
import type { CreateTripFormValues } from "../../../features/rides/create-trip-schema.ts";
import {
  TRIP_PREFILL_PARAMS,
  prefillPlaceResult,
  readTripPrefill,
  type PrefillPlace,
} from "../../../lib/trip-prefill.ts";

function placeValue(place: PrefillPlace) {
  return { text: place.label, place: prefillPlaceResult(place) };
}

/**
 * Fills From, To and the date with the trip the address names (a campus's board offers
 * one: `?fromLabel=…&date=…`), then drops those parameters from the address, so a reload
 * keeps what the driver has typed since rather than the board's trip again.
 */
export function useTripPrefill(setValue: UseFormSetValue<CreateTripFormValues>) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  useEffect(() => {
    const prefill = readTripPrefill(params);
    if (!prefill) return;
    const options = { shouldDirty: true };
    if (prefill.from) setValue("from", placeValue(prefill.from), options);
    if (prefill.to) setValue("to", placeValue(prefill.to), options);
    if (prefill.date) setValue("departureDate", prefill.date, options);
    const rest = new URLSearchParams(params);
    for (const name of TRIP_PREFILL_PARAMS) rest.delete(name);
    setParams(rest, { replace: true, state });
  }, [params, setParams, setValue, state]);
}
