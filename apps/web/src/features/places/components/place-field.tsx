import type { PlaceResult } from "@campusride/shared/schemas/places";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PlaceInput, type PlaceOption } from "../../../components/ui/place-input.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { placeQueryOptions } from "../api/get-place.ts";
import { getPlaceSuggestions, newPlacesSession } from "../api/get-place-suggestions.ts";

/** What a place field holds: the typed text, and the place once one is chosen. */
export interface PlaceFieldValue {
  text: string;
  place?: PlaceResult;
}

interface PlaceFieldProps {
  label: string;
  value: PlaceFieldValue;
  onChange: (value: PlaceFieldValue) => void;
  placeholder?: string;
  error?: string;
  hint?: string;
  name?: string;
}

/**
 * A place input wired to the places API: suggestions as the user types; choosing one
 * gives its coordinates (asking for the place's details when the suggestion has none).
 */
export function PlaceField({ label, value, onChange, placeholder, error, hint, name }: PlaceFieldProps) {
  const queryClient = useQueryClient();
  const [detailsWarning, setDetailsWarning] = useState<string>();
  const [session, setSession] = useState(newPlacesSession);

  async function select(option: PlaceOption) {
    setDetailsWarning(undefined);
    setSession(newPlacesSession());
    const { lat, lng } = option;
    if (lat !== null && lng !== null) {
      onChange({ text: option.address, place: { ...option, lat, lng } });
      return;
    }
    onChange({ text: option.address });
    try {
      const details = await queryClient.fetchQuery(placeQueryOptions(option.placeId));
      if (details.place) onChange({ text: option.address, place: details.place });
      else setDetailsWarning(details.warning);
    } catch (failure) {
      setDetailsWarning(errorMessage(failure));
    }
  }

  return (
    <PlaceInput
      label={label}
      name={name}
      value={value.text}
      placeholder={placeholder}
      error={error}
      hint={hint}
      warning={detailsWarning}
      fetchSuggestions={(text, signal) => getPlaceSuggestions(text, signal, session)}
      onValueChange={(text) => {
        setDetailsWarning(undefined);
        onChange({ text });
      }}
      onSelect={(option) => void select(option)}
    />
  );
}
