import { SEARCH_MESSAGES } from "@campusride/shared/messages";
import type { MatchedRide, SearchInput } from "@campusride/shared/schemas/search";
import { SearchX } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useSearchRides } from "../api/search-rides.ts";
import { summaryText } from "../ride-text.ts";
import { RideResultCard } from "./ride-result-card.tsx";

interface RideSearchResultsProps {
  input: SearchInput;
  /** The chosen ride's route on a map (the screen brings the map). */
  renderMap: (ride: MatchedRide) => ReactNode;
}

/** The server's own refusal (bad input) as it says it; anything else as the spec's failure. */
function failureText(error: unknown): string {
  const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return isRefusal && error.message ? error.message : SEARCH_MESSAGES.failed;
}

/**
 * The rides a search found: a summary, the chosen ride's route on the map, and a card
 * per ride, best match first; or the spec's empty state, or its failure.
 */
export function RideSearchResults({ input, renderMap }: RideSearchResultsProps) {
  const search = useSearchRides(input);
  const [selectedId, setSelectedId] = useState<string>();

  if (search.isPending) {
    return (
      <p role="status" className="rounded-2xl bg-slate-50 p-8 text-center text-slate-600">
        Searching for rides…
      </p>
    );
  }
  if (search.isError) {
    return (
      <Alert tone="error">
        <p>{failureText(search.error)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void search.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const { data } = search.data;
  if (data.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
        <SearchX aria-hidden="true" className="mx-auto size-8 text-slate-500" />
        <h3 className="mt-3 text-lg font-semibold text-slate-900">{SEARCH_MESSAGES.noRides}</h3>
        <p className="mt-1 text-slate-600">{SEARCH_MESSAGES.tryAdjusting}</p>
      </div>
    );
  }

  const selected = data.find((ride) => ride.id === selectedId) ?? data[0]!;
  return (
    <div className="space-y-4">
      <p role="status" className="font-medium text-slate-800">
        {summaryText(search.data)}
      </p>
      <div className="grid gap-6 lg:grid-cols-[1.15fr_1fr]">
        {/* on a phone the map comes first, above the cards that choose what it shows */}
        <div className="min-w-0 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start">
          {renderMap(selected)}
        </div>
        <ul aria-label="Rides found" className="min-w-0 space-y-4 lg:col-start-1 lg:row-start-1">
          {data.map((ride) => (
            <li key={ride.id}>
              <RideResultCard
                ride={ride}
                isSelected={ride.id === selected.id}
                onSelect={() => setSelectedId(ride.id)}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
