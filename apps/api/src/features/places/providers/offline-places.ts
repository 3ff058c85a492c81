import type { LatLng } from "@campusride/shared/domain/distance";
import type { PlaceResult, PlaceSuggestion } from "@campusride/shared/schemas/places";
import type { Gazetteer, GazetteerPlace, PlaceKind } from "../gazetteer/gazetteer.ts";
import type { NearbyType, PlacesProvider, ResolvedPlace } from "./types.ts";

const METERS_PER_MILE = 1609.344;

// The gazetteer has no restaurants or gas stations; those types find nothing offline.
const KINDS_BY_TYPE: Record<NearbyType, PlaceKind[]> = {
  restaurant: [],
  gas_station: [],
  university: ["campus"],
  airport: ["airport"],
  train_station: ["train_station"],
  bus_station: ["bus_station"],
  locality: ["city"],
};

export function toPlaceResult(place: GazetteerPlace): ResolvedPlace {
  return {
    placeId: place.placeId,
    name: place.name,
    address: place.address,
    lat: place.lat,
    lng: place.lng,
    city: place.city,
    state: place.state,
    country: "US",
  };
}

function publicResult(place: GazetteerPlace): PlaceResult {
  const { placeId, name, address, lat, lng } = place;
  return { placeId, name, address, lat, lng };
}

/** Places from the offline gazetteer: no key, no network. */
export function createOfflinePlaces(gazetteer: () => Gazetteer): PlacesProvider {
  return {
    name: "offline",
    async autocomplete(input, { limit }): Promise<PlaceSuggestion[]> {
      return gazetteer().search(input, limit).map(publicResult);
    },
    async details(placeId) {
      const place = gazetteer().byPlaceId(placeId);
      return place ? toPlaceResult(place) : undefined;
    },
    async searchText(query, limit) {
      return gazetteer().search(query, limit).map(publicResult);
    },
    async searchNearby(center: LatLng, { radiusMeters, types, limit }) {
      const kinds = new Set(types.flatMap((type) => KINDS_BY_TYPE[type]));
      if (kinds.size === 0) return [];
      return gazetteer()
        .nearby(center, radiusMeters / METERS_PER_MILE, kinds, limit)
        .map(publicResult);
    },
    async geocode(address) {
      const [best] = gazetteer().search(address, 1);
      return best ? toPlaceResult(best) : undefined;
    },
  };
}
