import { eduEmailSchema } from "@campusride/shared/schemas/signup";
import { GOOGLE_SIGN_IN_MESSAGES } from "@campusride/shared/messages";
import { APIError } from "better-auth/api";
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
export function googleSignInPlugins(config: Config) {
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
          // spec §7: the account chooser, offline access, and a hint for university accounts
          prompt: "select_account",
          accessType: "offline",
          // `hd` takes one domain or `*` (any Google Workspace organisation); there is no
          // ".edu" value, so the hint asks for organisation accounts and the server checks .edu
          authorizationUrlParams: { hd: "*" },
          // the profile's given and family names, when the provider gives them, make the name
          mapProfileToUser: (profile) => {
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

/** Whether a better-auth endpoint call is the OAuth callback (a provider's identity arriving). */
function isOAuthCallback(context: { path?: string } | null | undefined): boolean {
  return context?.path?.startsWith("/callback/") === true;
}

function refuse(error: string, message: string): never {
  throw new APIError("FORBIDDEN", { code: error, message });
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
 * user.create.before, on the OAuth callback: a new user from a provider needs a verified
 * .edu address. Thrown before the row is written, so a refusal leaves no user.
 */
export function checkProviderUser(
  newUser: { email: string; emailVerified?: boolean | null },
  context: { path?: string } | null | undefined,
): void {
  if (isOAuthCallback(context)) requireVerifiedEdu(newUser.email, newUser.emailVerified);
}

/**
 * account.create.before and account.update.before, on the OAuth callback: the provider
 * account is written (new, linked, or its tokens renewed at every sign-in) only when the
 * ID token of this sign-in names a verified .edu address: a Google account whose address
 * changed or lost its verification since the first sign-in is refused, and no session made.
 */
export function checkProviderAccount(
  data: { providerId?: string; idToken?: string | null },
  context: { path?: string } | null | undefined,
): void {
  if (!isOAuthCallback(context) || data.providerId === "credential") return;
  const claims = idTokenClaims(data.idToken);
  // no ID token: nothing this sign-in says about the address, so no sign-in
  if (!claims) refuse(GOOGLE_REFUSALS.emailNotVerified, GOOGLE_SIGN_IN_MESSAGES.authFailed);
  requireVerifiedEdu(claims.email, claims.email_verified);
}
