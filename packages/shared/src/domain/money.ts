/** Money is integer cents everywhere; these convert at the edges (forms and display). */

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** 1419 → "$14.19". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** 14.19 → 1419, rounding to the nearest cent. */
export function dollarsToCents(dollars: number): number {
  return Math.round(Number((dollars * 100).toFixed(6)));
}
