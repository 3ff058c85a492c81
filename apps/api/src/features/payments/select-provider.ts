import type { Config } from "../../config.ts";
import type { CardProvider } from "./provider.ts";

/**
 * Card payments through Stripe when STRIPE_SECRET_KEY is set; otherwise none (pay at pickup).
 * Stripe's client, a large library, is loaded only then (decision 0064).
 */
export async function createCardProvider(
  config: Pick<
    Config,
    "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_URL" | "STRIPE_TIMEOUT_MS"
  >,
): Promise<CardProvider | null> {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  const { createStripeProvider } = await import("./stripe-provider.ts");
  return createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    apiUrl: config.STRIPE_API_URL,
    timeoutMs: config.STRIPE_TIMEOUT_MS,
  });
}
