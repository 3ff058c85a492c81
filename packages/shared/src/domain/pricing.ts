import { DEFAULT_MPG } from "./mpg.ts";

/**
 * Prices (docs/product/trips.md#suggested-price), in integer cents. The suggested price per seat is the
 * gas for the distance plus wear per mile; the rider pays the driver's price plus a 40%
 * platform fee, rounded up to the cent.
 */
export const PRICING = {
  /** Gas price per gallon, in cents. */
  gasCentsPerGallon: 317,
  /** Wear and tear per mile, in cents. */
  wearCentsPerMile: 6,
  /** The rider price is the driver price times this (a 40% fee). */
  riderMultiplier: 1.4,
  /** Price per seat when a trip is confirmed without one. */
  defaultPricePerSeatCents: 1500,
} as const;

// Float products such as 115 / 50 * 317 land a hair off a .5; trimming to 6 decimals
// first keeps Math.round on the side a person doing the sum by hand would pick.
function roundCents(value: number): number {
  return Math.round(Number(value.toFixed(6)));
}

function assertDistance(distanceMiles: number): void {
  if (!Number.isFinite(distanceMiles) || distanceMiles < 0) {
    throw new RangeError(`distance must be a non-negative number of miles, got ${distanceMiles}`);
  }
}

function usableMpg(mpg: number | null | undefined): number {
  return mpg !== null && mpg !== undefined && Number.isFinite(mpg) && mpg > 0 ? mpg : DEFAULT_MPG;
}

/** The gas cost of driving `distanceMiles`, in cents. */
export function gasCostCents(distanceMiles: number, mpg: number = DEFAULT_MPG): number {
  assertDistance(distanceMiles);
  return roundCents((distanceMiles / usableMpg(mpg)) * PRICING.gasCentsPerGallon);
}

/** Suggested price per seat = distance / MPG × 3.17 + distance × 0.06, rounded to cents. */
export function suggestedPricePerSeatCents(distanceMiles: number, mpg: number = DEFAULT_MPG): number {
  assertDistance(distanceMiles);
  return roundCents(
    (distanceMiles / usableMpg(mpg)) * PRICING.gasCentsPerGallon + distanceMiles * PRICING.wearCentsPerMile,
  );
}

/** What the rider pays for a seat: the driver's price × 1.4, rounded up to the cent. */
export function riderPriceCents(driverPriceCents: number): number {
  if (!Number.isInteger(driverPriceCents) || driverPriceCents < 0) {
    throw new RangeError(`price must be a non-negative whole number of cents, got ${driverPriceCents}`);
  }
  // × 1.4 as × 14 / 10 in integers: a float 1.4 would turn 5 cents into 7.000000000000001.
  return Math.floor((driverPriceCents * 14 + 9) / 10);
}

export interface CostSplit {
  /** The driver's gas for the trip. */
  gasCents: number;
  /** Wear and tear (the rest of the driver's price). */
  wearCents: number;
  /** The suggested driver price per seat: gas + wear. */
  driverPriceCents: number;
  /** CampusRide's fee: rider price − driver price. */
  platformFeeCents: number;
  /** What a rider pays per seat. */
  riderPriceCents: number;
}

/** How a suggested price is made up, so drivers and riders see the sum. */
export function costSplit(distanceMiles: number, mpg: number = DEFAULT_MPG): CostSplit {
  const driverPriceCents = suggestedPricePerSeatCents(distanceMiles, mpg);
  const gasCents = Math.min(gasCostCents(distanceMiles, mpg), driverPriceCents);
  const rider = riderPriceCents(driverPriceCents);
  return {
    gasCents,
    wearCents: driverPriceCents - gasCents,
    driverPriceCents,
    platformFeeCents: rider - driverPriceCents,
    riderPriceCents: rider,
  };
}
