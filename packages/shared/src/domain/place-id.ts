/**
 * Places of the offline gazetteer have ids `city:<geonameid>`, `campus:<slug>` and
 * `landmark:<slug>`; any other id belongs to a maps service.
 */
const OFFLINE_PLACE_ID = /^(city|campus|landmark):/;

export function isOfflinePlaceId(placeId: string): boolean {
  return OFFLINE_PLACE_ID.test(placeId);
}
