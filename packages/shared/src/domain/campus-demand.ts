/**
 * The campus demand board (docs/product/campus-demand.md): where riders near a campus
 * want to go, day by day, so drivers can offer the trips that are missing.
 */
export const CAMPUS_DEMAND = {
  /** A rider's origin this close to a campus (the nearest one) counts for it, in miles. */
  campusReachMiles: 25,
  /** Days the board shows, today included (Florida dates). */
  days: 30,
  /** A cell is shown only with at least this many distinct riders; fewer never leave the server. */
  minRiders: 3,
} as const;
