import type { PaymentMethod } from "@campusride/shared/domain/payments";
import { RIDE_ALERTS } from "@campusride/shared/domain/ride-alerts";
import type { TripFilters } from "@campusride/shared/domain/trip-preferences";
import { SEARCH_MESSAGES } from "@campusride/shared/messages";
import type { MatchedRide, SearchInput } from "@campusride/shared/schemas/search";
import { SearchX } from "lucide-react";
import { useRef, useState, type ReactNode, type RefObject } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useSearchRides } from "../api/search-rides.ts";
import { summaryText, type RideStanding } from "../ride-text.ts";
import { RideAlertOffer } from "./ride-alert-offer.tsx";
import { RideResultCard } from "./ride-result-card.tsx";
import { ReturnRideList } from "./return-ride-list.tsx";
import { TripFilters as TripFiltersControl } from "./trip-filters.tsx";

interface RideSearchResultsProps {
  input: SearchInput;
  /** The chosen ride's route on a map (the screen brings the map). */
  renderMap: (ride: MatchedRide) => ReactNode;
  /** Where the signed-in rider stands with a ride (their own, requested, confirmed); none for a visitor. */
  standingOf?: (ride: MatchedRide) => RideStanding | undefined;
  /** The rider's profile asks for women-only trips: the search includes them. */
  includeWomenOnly?: boolean;
  /** How riders pay: each card's price per seat carries the fee by card only. */
  paymentMethod?: PaymentMethod | undefined;
}

/** The server's own refusal (bad input) as it says it; anything else as the catalogue's failure. */
function failureText(error: unknown): string {
  const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return isRefusal && error.message ? error.message : SEARCH_MESSAGES.failed;
}

/** Below Tailwind's `lg` the map stands above the list rather than beside it. */
const MAP_BESIDE_LIST = "(min-width: 64rem)";

/**
 * Brings the map into view when it stands above the list (on a phone), so that 'Show on
 * map' shows something where the rider is; at once when they ask for reduced motion.
 */
function scrollToMap(map: HTMLElement | null) {
  if (!map || window.matchMedia(MAP_BESIDE_LIST).matches) return;
  const isMotionReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  map.scrollIntoView({ behavior: isMotionReduced ? "instant" : "smooth", block: "start" });
}

/** What the live region says: that the search runs, then what it found. */
function statusText(search: ReturnType<typeof useSearchRides>): string {
  if (search.isPending) return "Searching for rides…";
  if (search.isError) return "";
  return summaryText(search.data);
}

/**
 * The rides a search found: a summary, the chosen ride's route on the map, and a card
 * per ride, best match first; or the empty state, or the failure. One live region
 * stays in place from the search's start to its results, so that what it says is read.
 */
export function RideSearchResults({
  input,
  renderMap,
  standingOf = () => undefined,
  includeWomenOnly = false,
  paymentMethod,
}: RideSearchResultsProps) {
  const [filters, setFilters] = useState<TripFilters>({});
  const search = useSearchRides({
    ...input,
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    ...(includeWomenOnly ? { includeWomenOnly } : {}),
  });
  const [selectedId, setSelectedId] = useState<string>();
  const [returnRideId, setReturnRideId] = useState<string>();
  const returnRides = search.isError ? undefined : search.data?.returnData;
  const map = useRef<HTMLDivElement>(null);
  const isSearching = search.isPending;
  // a failed search shows its failure, not the rides an earlier try found
  const rides = search.isError ? undefined : search.data?.data;

  return (
    <div className="space-y-4">
      <TripFiltersControl canFilterWomenOnly={includeWomenOnly} onChange={setFilters} />
      <p
        role="status"
        className={
          isSearching
            ? "rounded-2xl bg-slate-50 p-8 text-center text-slate-600"
            : "font-medium text-slate-800"
        }
      >
        {statusText(search)}
      </p>
      {search.isError ? (
        <Alert tone="error">
          <p>{failureText(search.error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void search.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {rides?.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <SearchX aria-hidden="true" className="mx-auto size-8 text-slate-500" />
          <h3 className="mt-3 text-lg font-semibold text-slate-900">{SEARCH_MESSAGES.noRides}</h3>
          <p className="mt-1 text-slate-600">{SEARCH_MESSAGES.tryAdjusting}</p>
          {(search.data?.summary.totalRides ?? 0) > 0 && input.passengers > 1 ? (
            <p className="mt-2 text-slate-600">{SEARCH_MESSAGES.fewerPassengers(input.passengers)}</p>
          ) : null}
        </div>
      ) : null}
      {rides && rides.length < RIDE_ALERTS.offerBelow ? (
        <RideAlertOffer key={JSON.stringify([input, filters])} input={input} filters={filters} />
      ) : null}
      {rides && rides.length > 0 ? (
        <RideList
          rides={rides}
          selectedId={selectedId}
          mapRef={map}
          renderMap={renderMap}
          passengers={input.passengers}
          standingOf={standingOf}
          paymentMethod={paymentMethod}
          returnRideId={returnRideId}
          onSelect={(id) => {
            setSelectedId(id);
            // after the render that draws the chosen route
            requestAnimationFrame(() => scrollToMap(map.current));
          }}
        />
      ) : null}
      {returnRides && input.returnDate ? (
        <ReturnRideList
          rides={returnRides}
          returnDate={input.returnDate}
          chosenId={returnRideId}
          onChoose={setReturnRideId}
          paymentMethod={paymentMethod}
        />
      ) : null}
    </div>
  );
}

interface RideListProps {
  rides: MatchedRide[];
  selectedId: string | undefined;
  mapRef: RefObject<HTMLDivElement | null>;
  renderMap: (ride: MatchedRide) => ReactNode;
  passengers: number;
  standingOf: (ride: MatchedRide) => RideStanding | undefined;
  onSelect: (rideId: string) => void;
  paymentMethod: PaymentMethod | undefined;
  returnRideId: string | undefined;
}

function RideList({
  rides,
  selectedId,
  mapRef,
  renderMap,
  passengers,
  standingOf,
  onSelect,
  paymentMethod,
  returnRideId,
}: RideListProps) {
  const selected = rides.find((ride) => ride.id === selectedId) ?? rides[0]!;
  return (
    <div className="grid gap-6 lg:grid-cols-[1.15fr_1fr]">
      {/* on a phone the map comes first, above the cards that choose what it shows */}
      <div ref={mapRef} className="min-w-0 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start">
        {renderMap(selected)}
      </div>
      <ul aria-label="Rides found" className="min-w-0 space-y-4 lg:col-start-1 lg:row-start-1">
        {rides.map((ride) => (
          <li key={ride.id}>
            <RideResultCard
              ride={ride}
              isSelected={ride.id === selected.id}
              onSelect={() => onSelect(ride.id)}
              passengers={passengers}
              standing={standingOf(ride)}
              paymentMethod={paymentMethod}
              returnRideId={returnRideId}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
