import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
import type { PlaceFieldValue } from "../../../features/places/components/place-field.tsx";
import { usePaymentConfig } from "../../../features/payments/api/get-payment-config.ts";
import { searchRidesQueryOptions } from "../../../features/search/api/search-rides.ts";
import { RideSearchResults } from "../../../features/search/components/ride-search-results.tsx";
import { formatTripDate } from "../../../lib/date-time-format.ts";
import {
  criteriaFromParams,
  normalisedSearchParams,
  passengersFrom,
  returnDateFrom,
  searchDateFrom,
  searchInputOf,
  searchPlaceFrom,
  searchTextFrom,
  withCriteria,
  type SearchCriteria,
} from "../../../features/search/search-criteria.ts";
import type { SearchFormValues } from "../../../features/search/search-form-schema.ts";
import { FindRideForm } from "./find-ride-form.tsx";
import { RideRouteMap } from "./ride-route-map.tsx";
import { useRideStandings, type SearchViewer } from "./ride-standings.ts";

/** A place field as the address names it: the place with its coordinates, or the name as typed text. */
function fieldValueOf(params: URLSearchParams, end: "pickup" | "destination"): PlaceFieldValue {
  const place = searchPlaceFrom(params, end);
  if (!place) return { text: searchTextFrom(params, end) };
  const { address, lat, lng, placeId = "" } = place;
  return { text: address, place: { placeId, name: address, address, lat, lng } };
}

/** The form's fields as the address says: a shared link or Back fills them in. */
function formValuesOf(params: URLSearchParams): SearchFormValues {
  return {
    pickup: fieldValueOf(params, "pickup"),
    destination: fieldValueOf(params, "destination"),
    date: searchDateFrom(params),
    passengers: String(passengersFrom(params)),
    returnDate: returnDateFrom(params, searchDateFrom(params)) ?? "",
  };
}

/**
 * A key that changes on Back and Forward only: the form then starts afresh from that
 * history entry's search. A search the rider sends (a new entry) or the address put right
 * (a replaced one) keeps the form as it is, and the focus where it was.
 */
function useHistoryStepKey(): number {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seen, setSeen] = useState({ locationKey: location.key, step: 0 });
  // React's "adjust state while rendering": the new key is there in the same render
  if (seen.locationKey !== location.key) {
    setSeen({ locationKey: location.key, step: seen.step + (navigationType === "POP" ? 1 : 0) });
  }
  return seen.step;
}

/**
 * Find a Ride: the search lives in the address (pickup and destination with their
 * coordinates, date, passengers), so Back, Forward, a reload and a shared link each show
 * that search again, and run it. Each search sent is a new history entry, and takes the
 * focus to its results. An address with values the screen cannot use is rewritten to what
 * it shows instead.
 */
export function FindRide({ viewer }: { viewer?: SearchViewer | undefined }) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const criteria = criteriaFromParams(params);
  const formKey = useHistoryStepKey();
  const standingOf = useRideStandings(viewer);
  const paymentConfig = usePaymentConfig();
  const resultsTitle = useRef<HTMLHeadingElement>(null);
  // the address whose results take the focus once shown: the search just sent
  const focusOnResultsOf = useRef<string | null>(null);

  useEffect(() => {
    const normalised = normalisedSearchParams(params);
    if (normalised.toString() !== params.toString()) setParams(normalised, { replace: true });
  }, [params, setParams]);

  useEffect(() => {
    if (focusOnResultsOf.current !== params.toString()) return;
    focusOnResultsOf.current = null;
    resultsTitle.current?.focus();
  });

  function search(next: SearchCriteria) {
    const nextParams = withCriteria(params, next);
    if (nextParams.toString() !== params.toString()) {
      focusOnResultsOf.current = nextParams.toString();
      setParams(nextParams);
      return;
    }
    // the same search again: ask again, seats may have gone since
    resultsTitle.current?.focus();
    void queryClient.refetchQueries({ queryKey: searchRidesQueryOptions(searchInputOf(next)).queryKey });
  }

  return (
    <div className="space-y-8">
      <FindRideForm key={formKey} defaultValues={formValuesOf(params)} onSearch={search} />
      {criteria ? (
        <section aria-labelledby="results-title" className="space-y-4">
          <h2
            ref={resultsTitle}
            id="results-title"
            tabIndex={-1}
            className="rounded-md text-xl font-semibold text-slate-900 focus:outline-none"
          >
            Rides on {formatTripDate(criteria.date)}
          </h2>
          <RideSearchResults
            input={searchInputOf(criteria)}
            renderMap={(ride) => <RideRouteMap ride={ride} criteria={criteria} />}
            standingOf={standingOf}
            includeWomenOnly={viewer?.womenOnlyTrips === true}
            paymentMethod={paymentConfig.data?.method}
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
