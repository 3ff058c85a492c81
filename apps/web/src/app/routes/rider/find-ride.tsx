import { useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import type { PlaceFieldValue } from "../../../features/places/components/place-field.tsx";
import { searchRidesQueryOptions } from "../../../features/search/api/search-rides.ts";
import { RideSearchResults } from "../../../features/search/components/ride-search-results.tsx";
import { formatTripDate } from "../../../lib/trip-format.ts";
import {
  SEARCH_PARAM_NAMES,
  criteriaFromParams,
  passengersFrom,
  searchDateFrom,
  searchInputOf,
  searchPlaceFrom,
  withCriteria,
  type SearchCriteria,
  type SearchPlace,
} from "../../../features/search/search-criteria.ts";
import type { SearchFormValues } from "../../../features/search/search-form-schema.ts";
import { FindRideForm } from "./find-ride-form.tsx";
import { RideRouteMap } from "./ride-route-map.tsx";

function fieldValueOf(place: SearchPlace | undefined): PlaceFieldValue {
  if (!place) return { text: "" };
  const { address, lat, lng, placeId = "" } = place;
  return { text: address, place: { placeId, name: address, address, lat, lng } };
}

/** The form's fields as the address says: a shared link or Back fills them in. */
function formValuesOf(params: URLSearchParams): SearchFormValues {
  return {
    pickup: fieldValueOf(searchPlaceFrom(params, "pickup")),
    destination: fieldValueOf(searchPlaceFrom(params, "destination")),
    date: searchDateFrom(params),
    passengers: String(passengersFrom(params)),
  };
}

/**
 * Find a Ride: the search lives in the address (pickup and destination with their
 * coordinates, date, passengers), so Back, Forward, a reload and a shared link each show
 * that search again, and run it. Each search sent is a new history entry.
 */
export function FindRide() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const criteria = criteriaFromParams(params);
  // a new search in the address (Back, Forward) starts the form afresh from it
  const formKey = SEARCH_PARAM_NAMES.map((name) => params.get(name) ?? "").join("\u0000");

  function search(next: SearchCriteria) {
    const nextParams = withCriteria(params, next);
    if (nextParams.toString() !== params.toString()) {
      setParams(nextParams);
      return;
    }
    // the same search again: ask again, seats may have gone since
    void queryClient.refetchQueries({ queryKey: searchRidesQueryOptions(searchInputOf(next)).queryKey });
  }

  return (
    <div className="space-y-8">
      <FindRideForm key={formKey} defaultValues={formValuesOf(params)} onSearch={search} />
      {criteria ? (
        <section aria-labelledby="results-title" className="space-y-4">
          <h2 id="results-title" className="text-xl font-semibold text-slate-900">
            Rides on {formatTripDate(criteria.date)}
          </h2>
          <RideSearchResults
            input={searchInputOf(criteria)}
            renderMap={(ride) => <RideRouteMap ride={ride} criteria={criteria} />}
          />
        </section>
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          Choose your pickup and destination to see the rides going your way, including drivers who pass
          through on a longer trip.
        </p>
      )}
    </div>
  );
}
