import { cityRefOf, tripRoadMiles } from "@campusride/shared/domain/distance";
import { placeLabel } from "@campusride/shared/domain/route-label";
import type { MatchedRide } from "@campusride/shared/schemas/search";
import { RouteMap } from "../../../features/places/components/route-map.tsx";
import type { SearchCriteria } from "../../../features/search/search-criteria.ts";

/** "Gainesville, FL, USA" → "Gainesville": the map's labels stay short. */
function placeName(address: string): string {
  return address.split(",")[0]?.trim() || address;
}

/**
 * The chosen ride's route from its driver's start to their destination, with the rider's
 * pickup and drop-off marked on it: how far off the way they lie shows at a glance.
 */
export function RideRouteMap({ ride, criteria }: { ride: MatchedRide; criteria: SearchCriteria }) {
  const { originLat, originLng, destinationLat, destinationLng } = ride;
  // a ride is matched on its coordinates, so a found ride has them; the check is for the types
  if (originLat === null || originLng === null || destinationLat === null || destinationLng === null) {
    return null;
  }
  const origin = { lat: originLat, lng: originLng, label: placeLabel(ride.departureCity) };
  const destination = { lat: destinationLat, lng: destinationLng, label: placeLabel(ride.destinationCity) };
  // the stored distance, else the one distance rule (the fixed city pairs first)
  const miles =
    ride.distance ??
    tripRoadMiles(
      { ...origin, ...cityRefOf(ride.departureCity) },
      { ...destination, ...cityRefOf(ride.destinationCity) },
    ).miles;
  const { pickup, destination: dropOff } = criteria;
  return (
    <section aria-labelledby="ride-map-title" className="space-y-2">
      <h3 id="ride-map-title" className="text-sm font-semibold text-slate-700">
        The chosen ride&apos;s route
      </h3>
      <RouteMap
        route={{ origin, destination, distance: { text: `${miles} mi`, value: miles } }}
        stops={[
          { lat: pickup.lat, lng: pickup.lng, label: `Pickup: ${placeName(pickup.address)}` },
          { lat: dropOff.lat, lng: dropOff.lng, label: `Drop-off: ${placeName(dropOff.address)}` },
        ]}
      />
    </section>
  );
}
