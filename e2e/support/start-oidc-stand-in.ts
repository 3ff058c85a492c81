import { startOidcStandIn } from "../../apps/api/test/support/oidc-provider.ts";

// The local OpenID provider as its own process, for the browser tests' web servers
// (e2e/playwright.config.ts): OIDC_PORT, and the app's callback in OIDC_REDIRECT_URI.
const port = Number(process.env.OIDC_PORT);
const redirectUri = process.env.OIDC_REDIRECT_URI;
if (!port || !redirectUri) throw new Error("OIDC_PORT and OIDC_REDIRECT_URI are required");

const standIn = await startOidcStandIn({
  port,
  redirectUris: [redirectUri],
  clientId: process.env.OIDC_CLIENT_ID,
  clientSecret: process.env.OIDC_CLIENT_SECRET,
  acceptAccountsOverHttp: true,
});
process.stdout.write(`OpenID stand-in at ${standIn.issuer}\n`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
