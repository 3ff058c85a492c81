import { dollarsToCents } from "@campusride/shared/domain/money";
import { TRIP_MESSAGES } from "@campusride/shared/messages";
import { MAX_PRICE_PER_SEAT_CENTS } from "@campusride/shared/schemas/rides";
import { z } from "zod";

// Digits with an optional decimal point: "15", "15.5", "15.", ".5".
const PRICE_TEXT = /^(\d+\.?\d*|\.\d+)$/;
// At most two decimals: dollars and cents, nothing a rounding would change.
const PRICE_CENTS = /^\d*\.?\d{0,2}$/;

/** The confirm screen's price per seat, typed in dollars and sent in cents (docs/product/trips.md#confirming). */
export const confirmPriceSchema = z.object({
  price: z
    .string()
    .trim()
    .regex(PRICE_TEXT, TRIP_MESSAGES.priceEdit)
    .regex(PRICE_CENTS, TRIP_MESSAGES.priceCents)
    .transform((text) => dollarsToCents(Number(text)))
    .pipe(
      z
        .number()
        .int()
        .min(1, TRIP_MESSAGES.priceEdit)
        .max(MAX_PRICE_PER_SEAT_CENTS, TRIP_MESSAGES.priceTooHigh),
    ),
});

/** The price in cents if `text` is a valid price, else undefined (for live totals). */
export function priceCentsOf(text: string): number | undefined {
  const parsed = confirmPriceSchema.safeParse({ price: text });
  return parsed.success ? parsed.data.price : undefined;
}
