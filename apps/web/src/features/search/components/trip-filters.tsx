import type { TripFilters as Filters } from "@campusride/shared/domain/trip-preferences";
import { SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";

/** Each filter as the rider reads it, and what it asks of a trip when ticked. */
const FILTER_CHOICES = [
  { key: "suitcase", label: "Room for a suitcase", filters: { luggageSize: "suitcase" } },
  { key: "instant", label: "Instant booking", filters: { instantBooking: true } },
  { key: "pets", label: "Pets allowed", filters: { petsAllowed: true } },
  { key: "noSmoking", label: "No smoking", filters: { smokingAllowed: false } },
  { key: "music", label: "Music on the way", filters: { musicAllowed: true } },
  { key: "quiet", label: "No music", filters: { musicAllowed: false } },
  { key: "twoInBack", label: "Max 2 in the back", filters: { maxTwoInBack: true } },
  { key: "womenOnly", label: "Women-only trips only", filters: { womenOnly: true } },
] as const satisfies readonly { key: string; label: string; filters: Filters }[];

type ChoiceKey = (typeof FILTER_CHOICES)[number]["key"];

/** The search's filters for the ticked choices (a later choice of the same field wins). */
function filtersOf(ticked: ReadonlySet<ChoiceKey>): Filters {
  return FILTER_CHOICES.reduce<Filters>(
    (filters, choice) => (ticked.has(choice.key) ? { ...filters, ...choice.filters } : filters),
    {},
  );
}

interface TripFiltersProps {
  /** 'Women-only trips only' is offered to riders who ask for women-only trips. */
  canFilterWomenOnly: boolean;
  onChange: (filters: Filters) => void;
}

/**
 * Find a Ride's filters: a button that opens a group of checkboxes (one column on a
 * phone), each applied at once; the button says how many are on.
 */
export function TripFilters({ canFilterWomenOnly, onChange }: TripFiltersProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [ticked, setTicked] = useState<ReadonlySet<ChoiceKey>>(new Set());
  const panelId = useId();
  const choices = FILTER_CHOICES.filter((choice) => choice.key !== "womenOnly" || canFilterWomenOnly);

  function toggle(key: ChoiceKey, isOn: boolean) {
    const next = new Set(ticked);
    if (isOn) next.add(key);
    else next.delete(key);
    // music and no music exclude each other
    if (isOn && key === "music") next.delete("quiet");
    if (isOn && key === "quiet") next.delete("music");
    setTicked(next);
    onChange(filtersOf(next));
  }

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen(!isOpen)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {ticked.size > 0 ? `Filters (${ticked.size})` : "Filters"}
        </Button>
        {ticked.size > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setTicked(new Set());
              onChange({});
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </div>
      <fieldset
        id={panelId}
        hidden={!isOpen}
        className="mt-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <legend className="px-1 text-sm font-semibold text-slate-800">Show only trips with</legend>
        <div className="grid gap-x-6 sm:grid-cols-2">
          {choices.map((choice) => (
            <label key={choice.key} className="inline-flex min-h-11 items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                checked={ticked.has(choice.key)}
                onChange={(event) => toggle(choice.key, event.target.checked)}
                className="size-5 accent-brand-700"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
