import { MAPS_MESSAGES } from "@campusride/shared/messages";
import { PLACE_QUERY_MIN } from "@campusride/shared/schemas/places";
import { useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import { CircleAlert, LoaderCircle, MapPin } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { placesQueryKeys } from "../../lib/query-keys.ts";
import { FieldError, FieldHint, inputStyles } from "./form-field.tsx";

export interface PlaceOption {
  placeId: string;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
}

export interface PlaceOptions {
  results: PlaceOption[];
  /** The maps service is degraded; the user can still type. */
  warning?: string;
}

// How suggestions load; given by the caller so this input knows no endpoint.
type FetchSuggestions = (text: string, signal: AbortSignal) => Promise<PlaceOptions>;

interface PlaceInputProps {
  label: string;
  /** The text in the box. */
  value: string;
  onValueChange: (text: string) => void;
  onSelect: (option: PlaceOption) => void;
  fetchSuggestions: FetchSuggestions;
  /** Names the cache of suggestions (default "places"). */
  cacheKey?: string;
  placeholder?: string;
  error?: string;
  hint?: string;
  name?: string;
  required?: boolean;
  /** Extra warning from the caller (e.g. place details failed). */
  warning?: string;
}

export const PLACE_INPUT_DEBOUNCE_MS = 250;

/**
 * A place search box: the WAI-ARIA combobox pattern with a listbox popup. Arrow keys move
 * through the suggestions, Enter picks one, Escape closes the list (and only the list: the
 * typed text stays). Suggestions load 250 ms after typing stops and only suggestions for
 * the text in the box are shown, never the previous query's; if places are unavailable
 * the box keeps working as plain text and says so.
 */
export function PlaceInput({
  label,
  value,
  onValueChange,
  onSelect,
  fetchSuggestions,
  cacheKey = placesQueryKeys.all[0],
  placeholder,
  error,
  hint,
  name,
  required,
  warning: extraWarning,
}: PlaceInputProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  const [isOpen, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const text = value.trim();
  const debounced = useDebouncedValue(text, PLACE_INPUT_DEBOUNCE_MS);
  const isLongEnough = text.length >= PLACE_QUERY_MIN;
  const query = useQuery({
    queryKey: [cacheKey, "suggestions", debounced.toLowerCase()],
    queryFn: ({ signal }) => fetchSuggestions(debounced, signal),
    staleTime: 5 * 60_000,
    retry: false,
    enabled: isOpen && debounced.length >= PLACE_QUERY_MIN,
  });
  // The answer belongs to the debounced text; while the box holds newer text it is stale.
  const hasAnswer = query.data !== undefined && debounced === text;
  const results = isLongEnough && hasAnswer ? (query.data?.results ?? []) : [];
  const isLoading = isOpen && isLongEnough && (debounced !== text || query.isFetching);
  const showList = isOpen && isLongEnough && results.length > 0;
  const showEmpty = isOpen && isLongEnough && hasAnswer && results.length === 0 && !query.isFetching;
  const warning = extraWarning ?? (query.isError ? MAPS_MESSAGES.placesUnavailable : query.data?.warning);
  const active = showList && activeIndex >= 0 && activeIndex < results.length ? activeIndex : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(option: PlaceOption) {
    onSelect(option);
    setOpen(false);
    setActiveIndex(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!isOpen) setOpen(true);
        else if (results.length > 0) setActiveIndex((active + 1) % results.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!isOpen) setOpen(true);
        else if (results.length > 0) setActiveIndex(active <= 0 ? results.length - 1 : active - 1);
        break;
      case "Enter": {
        const option = active >= 0 ? results[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case "Escape":
        // Closes what is open; with nothing open it leaves the text alone (and lets an
        // enclosing dialog have the key).
        if (isOpen && (showList || showEmpty)) event.preventDefault();
        setOpen(false);
        setActiveIndex(-1);
        break;
      case "Tab":
        setOpen(false);
        break;
    }
  }

  const describedBy = [hint ? hintId : null, warning ? warningId : null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");
  const announcement = showEmpty
    ? MAPS_MESSAGES.noPlaces
    : showList && !isLoading
      ? `${results.length} ${results.length === 1 ? "place" : "places"} found. Use the up and down arrows to choose.`
      : "";

  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          required={required}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy || undefined}
          aria-busy={isLoading}
          placeholder={placeholder}
          value={value}
          className={clsx(inputStyles, "pr-10 pl-10")}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {isLoading ? (
          <LoaderCircle
            aria-hidden="true"
            className="absolute top-1/2 right-3 size-5 -translate-y-1/2 animate-spin text-slate-500"
          />
        ) : null}
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!showList}
        className="absolute z-30 mt-1 max-h-80 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {results.map((option, index) => (
          // Options are not focusable: the keyboard works through the input (aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.placeId}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={clsx(
              "cursor-pointer px-3.5 py-2",
              index === active ? "bg-brand-50 text-brand-900" : "text-slate-800 hover:bg-slate-50",
            )}
            // Keep focus in the input: a click must not blur (and close) before it selects.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            <span className="block font-medium">{option.name}</span>
            {secondaryText(option) ? (
              <>
                {/* read (and matched) as one address: "Gainesville, FL, USA" */}
                <span className="sr-only">, </span>
                <span className="block text-sm text-slate-600">{secondaryText(option)}</span>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {/* in the flow, not a popup: it pushes what follows down instead of covering it */}
      {showEmpty ? <p className="mt-1.5 text-sm text-slate-700">{MAPS_MESSAGES.noPlaces}</p> : null}
      <p role="status" className="sr-only">
        {isLoading ? "Searching places…" : announcement}
      </p>
      <FieldHint id={hintId}>{hint}</FieldHint>
      {warning ? (
        <p id={warningId} className="mt-1.5 flex items-start gap-1.5 text-sm text-amber-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {warning}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** The address without the name it starts with: "Gainesville" + "FL, USA". */
function secondaryText({ name, address }: PlaceOption): string {
  return address.startsWith(`${name}, `) ? address.slice(name.length + 2) : address === name ? "" : address;
}
