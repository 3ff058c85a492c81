import { eduEmailSchema } from "@campusride/shared/schemas/signup";
import { GOOGLE_SIGN_IN_MESSAGES } from "@campusride/shared/messages";
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

interface ProviderIdentity {
  user: { email?: string | null; emailVerified?: unknown };
  source: { method: string };
}

/**
 * better-auth's `user.validateUserInfo`: runs before a provider identity creates a user,
 * is linked to one, or signs in again, with the email the provider gives this time. Only
 * a verified .edu address passes; a refusal leaves no user row and no session.
 */
export function validateProviderIdentity({ user, source }: ProviderIdentity) {
  if (source.method !== "oauth") return;
  if (!eduEmailSchema.safeParse(user.email ?? "").success) {
    return { error: GOOGLE_REFUSALS.notEdu, errorDescription: GOOGLE_SIGN_IN_MESSAGES.notEdu };
  }
  if (user.emailVerified !== true) {
    return { error: GOOGLE_REFUSALS.emailNotVerified, errorDescription: GOOGLE_SIGN_IN_MESSAGES.authFailed };
  }
}
