import type { PlaceDetails } from "@campusride/shared/schemas/places";
import { api } from "../../../lib/api-client.ts";

/** The best place for an address typed without choosing a suggestion. */
export function geocodeAddress(address: string): Promise<PlaceDetails> {
  return api.get<PlaceDetails>(`/api/places/geocode?address=${encodeURIComponent(address.trim())}`);
}
