import { startStripeStandIn } from "../../apps/api/test/support/stripe-stand-in/index.ts";

// The local Stripe stand-in as its own process, for the browser tests' web servers
// (e2e/playwright.config.ts): STRIPE_STAND_IN_PORT, the app's webhook endpoint in
// STRIPE_WEBHOOK_URL and its signing secret in STRIPE_WEBHOOK_SECRET; the API key it accepts
// is STRIPE_SECRET_KEY (the stand-in's own default when unset); STRIPE_STAND_IN_PUBLIC_URL is
// where browsers reach its hosted pages, when not at http://127.0.0.1:<port>.
const port = Number(process.env.STRIPE_STAND_IN_PORT);
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
if (!port || !webhookSecret) throw new Error("STRIPE_STAND_IN_PORT and STRIPE_WEBHOOK_SECRET are required");

const standIn = await startStripeStandIn({
  port,
  webhookSecret,
  webhookUrl: process.env.STRIPE_WEBHOOK_URL || undefined,
  secretKey: process.env.STRIPE_SECRET_KEY || undefined,
  publicUrl: process.env.STRIPE_STAND_IN_PUBLIC_URL || undefined,
});
process.stdout.write(`Stripe stand-in at ${standIn.url}\n`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
