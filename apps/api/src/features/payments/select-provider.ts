import type { Config } from "../../config.ts";
import type { CardProvider } from "./provider.ts";
import { createStripeProvider } from "./stripe-provider.ts";

/** Card payments through Stripe when STRIPE_SECRET_KEY is set; otherwise none (pay at pickup). */
export function createCardProvider(
  config: Pick<
    Config,
    "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_URL" | "STRIPE_TIMEOUT_MS"
  >,
): CardProvider | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  return createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    apiUrl: config.STRIPE_API_URL,
    timeoutMs: config.STRIPE_TIMEOUT_MS,
  });
}
