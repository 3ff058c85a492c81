import { eduEmailSchema } from "@campusride/shared/schemas/signup";
import { GOOGLE_SIGN_IN_MESSAGES } from "@campusride/shared/messages";
import { OAUTH_CALLBACK_PATH } from "@campusride/shared/paths";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Config } from "../../config.ts";

/** The provider id better-auth routes by: /api/auth/sign-in/social { provider }, /api/auth/callback/google. */
export const GOOGLE_PROVIDER_ID = "google";

/** Google's OpenID discovery document; GOOGLE_DISCOVERY_URL replaces it (a local provider in tests). */
export const GOOGLE_DISCOVERY_URL = "https://accounts.google.com/.well-known/openid-configuration";

/** The `error` a refused provider identity returns with (to /oauth-callback?error=…). */
export const GOOGLE_REFUSALS = {
  notEdu: "invalid_email",
  emailNotVerified: "email_not_verified",
} as const;

export function isGoogleSignInEnabled(config: Pick<Config, "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET">) {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

/**
 * Google sign-in as an OpenID Connect provider found by discovery (docs/decisions/0020):
 * the same configuration runs against Google and against a local OpenID provider in tests.
 * None when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set.
 */
export function googleSignInPlugins(
  config: Config,
  /** Runs once the provider has vouched for the address (a verified .edu one), before the sign-in looks it up. */
  onVerifiedAddress: (email: string) => Promise<void>,
) {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: GOOGLE_PROVIDER_ID,
          name: "Google",
          discoveryUrl: config.GOOGLE_DISCOVERY_URL ?? GOOGLE_DISCOVERY_URL,
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET,
          scopes: ["openid", "email", "profile"],
          pkce: true,
          // the ID token is checked against the provider's keys, issuer, audience and nonce
          requireIdTokenVerification: true,
          // a backstop to the hooks below: no session for an address nobody has verified
          requireEmailVerification: true,
          // the account chooser, offline access, and a hint for university accounts
          prompt: "select_account",
          accessType: "offline",
          // `hd` takes one domain or `*` (any Google Workspace organisation); there is no
          // ".edu" value, so the hint asks for organisation accounts and the server checks .edu
          authorizationUrlParams: { hd: "*" },
          // the profile's given and family names, when the provider gives them, make the name
          // (called with the claims of a verified ID token, or the provider's userinfo answer)
          mapProfileToUser: async (profile) => {
            if (isVerifiedEdu(profile.email, profile.email_verified)) await onVerifiedAddress(profile.email);
            const names = [profile.given_name, profile.family_name].filter(
              (part): part is string => typeof part === "string" && part.trim() !== "",
            );
            return names.length > 0 ? { name: names.join(" ") } : {};
          },
        },
      ],
    }),
  ];
}

/** The endpoint context better-auth hands its database hooks (none outside an endpoint call). */
type HookContext = { path?: string } | null | undefined;

/**
 * Whether a new user comes from CampusRide's own sign-up: the /sign-up/email bridge (and
 * signUpFromServer, which calls the same endpoint), or server code outside any endpoint
 * call (tests, tools). Every other endpoint that creates a user does so for a provider's
 * identity: the OAuth callback, but also better-auth's ID-token sign-in and whatever a
 * later version adds, so the provider rule is not tied to one path.
 */
function isOwnSignUp(context: HookContext): boolean {
  return !context || context.path === "/sign-up/email";
}

/** Whether account data written is a provider's (not the password account, "credential"). */
function isProviderAccountData(data: Record<string, unknown>): boolean {
  if (typeof data.providerId === "string") return data.providerId !== "credential";
  // an update names its provider when it renews tokens; a password change names none
  return "idToken" in data || "accessToken" in data || "refreshToken" in data;
}

function refuse(error: string, message: string): never {
  throw new APIError("FORBIDDEN", { code: error, message });
}

function isVerifiedEdu(email: unknown, emailVerified: unknown): email is string {
  return (
    typeof email === "string" &&
    eduEmailSchema.safeParse(email).success &&
    (emailVerified === true || emailVerified === "true")
  );
}

/** Refuses a provider identity unless its address is a verified .edu one. */
function requireVerifiedEdu(email: unknown, emailVerified: unknown): void {
  if (typeof email !== "string" || !eduEmailSchema.safeParse(email).success) {
    refuse(GOOGLE_REFUSALS.notEdu, GOOGLE_SIGN_IN_MESSAGES.notEdu);
  }
  if (emailVerified !== true && emailVerified !== "true") {
    refuse(GOOGLE_REFUSALS.emailNotVerified, GOOGLE_SIGN_IN_MESSAGES.authFailed);
  }
}

/** The claims of an ID token better-auth has already verified (signature, issuer, audience, nonce). */
function idTokenClaims(idToken: unknown): Record<string, unknown> | undefined {
  if (typeof idToken !== "string") return undefined;
  try {
    const payload = idToken.split(".")[1] ?? "";
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return typeof claims === "object" && claims !== null ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * user.create.before: a user not made by our own sign-up is a provider's and needs a
 * verified .edu address. Thrown before the row is written, so a refusal leaves no user.
 */
export function checkProviderUser(
  newUser: { email: string; emailVerified?: boolean | null },
  context: HookContext,
): void {
  if (!isOwnSignUp(context)) requireVerifiedEdu(newUser.email, newUser.emailVerified);
}

/**
 * account.create.before and account.update.before, whatever the endpoint: a provider
 * account is written (new, linked, or its tokens renewed at every sign-in) only when the
 * ID token of this sign-in names a verified .edu address: a Google account whose address
 * changed or lost its verification since the first sign-in is refused, and no session made.
 */
export function checkProviderAccount(data: Record<string, unknown>): void {
  if (!isProviderAccountData(data)) return;
  const claims = idTokenClaims(data.idToken);
  // no ID token: nothing this sign-in says about the address, so no sign-in
  if (!claims) refuse(GOOGLE_REFUSALS.emailNotVerified, GOOGLE_SIGN_IN_MESSAGES.authFailed);
  requireVerifiedEdu(claims.email, claims.email_verified);
}

/** The provider account a write is for (provider id, and the ID token's subject), if it says. */
export function providerAccountKey(
  data: Record<string, unknown>,
): { providerId: string; accountId: string } | undefined {
  const sub = idTokenClaims(data.idToken)?.sub;
  if (typeof data.providerId !== "string" || typeof sub !== "string") return undefined;
  return { providerId: data.providerId, accountId: sub };
}

/** The OAuth callback's better-auth path (/api/auth/callback/google). */
const CALLBACK_PATH = "/callback/:id";

/** Where the browser enters the second factor of a Google sign-in. */
const GOOGLE_TWO_FACTOR_URL_QUERY = "twoFactor=1";

/**
 * A Google sign-in asks an account with two-factor authentication for its code, as a
 * password sign-in does (docs/decisions/0020). better-auth's twoFactor plugin challenges
 * only its own sign-in paths; its after-hook is given the OAuth callback too, so the same
 * code deletes the new session and its cookie, writes the challenge and sets the signed
 * `two_factor` cookie. The plugin answers that with JSON for a script; the callback is a
 * browser's navigation, so the answer becomes a redirect to /oauth-callback?twoFactor=1,
 * where the page asks for the code.
 */
export function withGoogleSignInChallenge<P extends readonly BetterAuthPlugin[]>(
  publicUrl: string,
  plugins: P,
): [...P, BetterAuthPlugin] {
  const isCallback = (context: { path?: string }) => context.path === CALLBACK_PATH;
  const challenged = plugins.map((plugin): BetterAuthPlugin => {
    if (plugin.id !== "two-factor" || !plugin.hooks?.after) return plugin;
    return {
      ...plugin,
      hooks: {
        ...plugin.hooks,
        after: plugin.hooks.after.map((hook) => ({
          ...hook,
          matcher: (context) => hook.matcher(context) || isCallback(context),
        })),
      },
    };
  });
  if (challenged.every((plugin, index) => plugin === plugins[index])) {
    throw new Error("the twoFactor plugin's sign-in hook was not found");
  }
  const toCodeStep: BetterAuthPlugin = {
    id: "campusride-google-two-factor",
    hooks: {
      after: [
        {
          matcher: isCallback,
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned as { twoFactorRedirect?: unknown } | null | undefined;
            if (returned?.twoFactorRedirect !== true) return;
            throw ctx.redirect(`${publicUrl}${OAUTH_CALLBACK_PATH}?${GOOGLE_TWO_FACTOR_URL_QUERY}`);
          }),
        },
      ],
    },
  };
  // the plugins keep their endpoints (only a hook's matcher grows), so they keep their types
  return [...challenged, toCodeStep] as unknown as [...P, BetterAuthPlugin];
}
