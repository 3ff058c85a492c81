/**
 * The one way a trip's route is written: by its cities' names, Florida's without the state
 * ("Gainesville → Orlando"), a city of another state with it ("Atlanta, GA"). Trips keep
 * their cities as they were entered ("Gainesville, FL" from a typed or imported trip,
 * "Gainesville" from a place picked on the map); every screen, notification and email
 * writes them through these.
 */

const FLORIDA_STATE = /,\s*(?:FL|Florida)\s*$/i;
const COUNTRY = /,\s*(?:USA|US|United States)\s*$/i;

/** "Gainesville, FL, USA", "Gainesville, FL", "Gainesville" → "Gainesville"; "Atlanta, GA" stays. */
export function placeLabel(city: string): string {
  const trimmed = city.trim().replace(COUNTRY, "");
  const withoutState = trimmed.replace(FLORIDA_STATE, "").trim();
  return withoutState || trimmed;
}

/** "Gainesville → Orlando". */
export function routeLabel(from: string, to: string): string {
  return `${placeLabel(from)} → ${placeLabel(to)}`;
}

/** "Gainesville to Orlando": the route in words, for names read aloud and plain text. */
export function routeWords(from: string, to: string): string {
  return `${placeLabel(from)} to ${placeLabel(to)}`;
}
