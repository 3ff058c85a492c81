import { geocodeAddress } from "./api/geocode-address.ts";
import type { PlaceFieldValue } from "./components/place-field.tsx";

/**
 * The field's place: the suggestion chosen, or else the best place for the text typed;
 * undefined when nothing matches (or the lookup fails).
 */
export async function resolvePlace(value: PlaceFieldValue): Promise<PlaceFieldValue | undefined> {
  if (value.place) return value;
  try {
    const { place } = await geocodeAddress(value.text);
    return place ? { text: place.address, place } : undefined;
  } catch {
    return undefined;
  }
}
