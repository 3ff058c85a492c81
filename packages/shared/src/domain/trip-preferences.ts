/**
 * A trip's preferences (docs/product/trips.md#preferences): what the driver allows
 * on board, and whether the trip is for women only. Riders filter on them in Find a Ride.
 */

export const LUGGAGE_SIZES = ["small_bag", "suitcase"] as const;
export type LuggageSize = (typeof LUGGAGE_SIZES)[number];

export const LUGGAGE_SIZE_LABELS: Record<LuggageSize, string> = {
  small_bag: "Small bag",
  suitcase: "Suitcase",
};

export interface TripPreferences {
  /** The largest bag each rider may bring. */
  luggageSize: LuggageSize;
  /** At most two riders in the back seat. */
  maxTwoInBack: boolean;
  petsAllowed: boolean;
  smokingAllowed: boolean;
  musicAllowed: boolean;
  /** Shown to and bookable by riders whose profile asks for women-only trips. */
  womenOnly: boolean;
}

/** A trip's preferences and how its requests are answered: what Find a Ride filters on. */
export interface TripTerms {
  preferences: TripPreferences;
  /** Requests are approved at once while seats remain (never on a women-only trip). */
  instantBooking: boolean;
}

/**
 * Whether a request is approved the moment it is made. A women-only trip never is, whatever
 * its instant-booking setting: CampusRide does not verify gender, so its driver sees each
 * rider's profile and decides.
 */
export function isApprovedInstantly({
  preferences,
  instantBooking,
}: {
  preferences: Pick<TripPreferences, "womenOnly">;
  instantBooking: boolean;
}): boolean {
  return instantBooking && !preferences.womenOnly;
}

/** A new trip's preferences when the driver says nothing (the database's defaults). */
export const DEFAULT_TRIP_PREFERENCES: TripPreferences = {
  luggageSize: "suitcase",
  maxTwoInBack: false,
  petsAllowed: false,
  smokingAllowed: false,
  musicAllowed: true,
  womenOnly: false,
};

/**
 * Find a Ride's filters; a missing one does not filter. `luggageSize` is the rider's
 * bag: a suitcase needs a trip that takes suitcases, a small bag fits every trip.
 */
export type TripFilters = Partial<TripPreferences> & { instantBooking?: boolean };

/** Whether a trip passes every filter the rider set. */
export function matchesTripFilters(terms: TripTerms, filters: TripFilters): boolean {
  const { preferences } = terms;
  if (filters.luggageSize === "suitcase" && preferences.luggageSize !== "suitcase") return false;
  const flags = ["maxTwoInBack", "petsAllowed", "smokingAllowed", "musicAllowed", "womenOnly"] as const;
  for (const flag of flags) {
    const wanted = filters[flag];
    if (wanted !== undefined && preferences[flag] !== wanted) return false;
  }
  return filters.instantBooking === undefined || isApprovedInstantly(terms) === filters.instantBooking;
}

/**
 * Whether someone may see and request a trip: a women-only trip is for riders whose
 * profile asks for women-only trips (its driver and riders already on it still see it).
 */
export function mayJoinTrip(
  preferences: Pick<TripPreferences, "womenOnly">,
  viewerWantsWomenOnly: boolean,
): boolean {
  return !preferences.womenOnly || viewerWantsWomenOnly;
}

/**
 * The terms as one small number (7 bits), so the search can hold the trips of each kind
 * apart and skip whole kinds a rider filters out or may not see.
 */
export function termsKey({ preferences, instantBooking }: TripTerms): number {
  return (
    (preferences.luggageSize === "suitcase" ? 1 : 0) |
    (preferences.maxTwoInBack ? 2 : 0) |
    (preferences.petsAllowed ? 4 : 0) |
    (preferences.smokingAllowed ? 8 : 0) |
    (preferences.musicAllowed ? 16 : 0) |
    (preferences.womenOnly ? 32 : 0) |
    (instantBooking ? 64 : 0)
  );
}

/** The terms a key stands for (termsKey's inverse). */
export function termsOfKey(key: number): TripTerms {
  return {
    preferences: {
      luggageSize: key & 1 ? "suitcase" : "small_bag",
      maxTwoInBack: (key & 2) !== 0,
      petsAllowed: (key & 4) !== 0,
      smokingAllowed: (key & 8) !== 0,
      musicAllowed: (key & 16) !== 0,
      womenOnly: (key & 32) !== 0,
    },
    instantBooking: (key & 64) !== 0,
  };
}

export const BADGE_KINDS = [
  "instantBooking",
  "womenOnly",
  "luggage",
  "maxTwoInBack",
  "pets",
  "smoking",
  "music",
] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

/** A trip's badges, in the order they are shown: each a kind (its icon) and its words. */
export function preferenceBadges(terms: TripTerms): { kind: BadgeKind; label: string }[] {
  const { preferences } = terms;
  const badges: { kind: BadgeKind; label: string }[] = [];
  if (isApprovedInstantly(terms)) badges.push({ kind: "instantBooking", label: "Instant booking" });
  if (preferences.womenOnly) badges.push({ kind: "womenOnly", label: "Women only" });
  badges.push({
    kind: "luggage",
    label: preferences.luggageSize === "suitcase" ? "Suitcase OK" : "Small bag only",
  });
  if (preferences.maxTwoInBack) badges.push({ kind: "maxTwoInBack", label: "Max 2 in the back" });
  badges.push({ kind: "pets", label: preferences.petsAllowed ? "Pets OK" : "No pets" });
  badges.push({ kind: "smoking", label: preferences.smokingAllowed ? "Smoking OK" : "No smoking" });
  badges.push({ kind: "music", label: preferences.musicAllowed ? "Music OK" : "No music" });
  return badges;
}
