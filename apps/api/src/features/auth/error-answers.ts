import type { ApiErrorBody, ErrorCode } from "@campusride/shared/errors";
import {
  AUTH_MESSAGES,
  FRIENDLY_MESSAGES,
  SIGNUP_MESSAGES,
  TWO_FACTOR_MESSAGES,
} from "@campusride/shared/messages";
import { errorCodeForStatus } from "../../plugins/error-handler.ts";

interface Translation {
  code: ErrorCode;
  /** Replaces better-auth's text; without it, the text better-auth (or our hook) gave is kept. */
  message?: string;
}

/**
 * better-auth's error codes (and the ones our own hooks throw through it) as CampusRide
 * error codes and messages. A code missing here keeps better-auth's message, with the
 * code its HTTP status implies.
 */
const TRANSLATIONS: Record<string, Translation> = {
  INVALID_EMAIL_OR_PASSWORD: { code: "INVALID_CREDENTIALS", message: AUTH_MESSAGES.invalidCredentials },
  EMAIL_NOT_VERIFIED: { code: "EMAIL_NOT_VERIFIED", message: AUTH_MESSAGES.emailNotVerified },
  INVALID_TOKEN: { code: "INVALID_TOKEN", message: AUTH_MESSAGES.invalidToken },
  TOKEN_EXPIRED: { code: "INVALID_TOKEN", message: AUTH_MESSAGES.invalidToken },
  PASSWORD_TOO_SHORT: { code: "VALIDATION", message: SIGNUP_MESSAGES.passwordTooShort },
  PASSWORD_TOO_LONG: { code: "VALIDATION" },
  INVALID_EMAIL: { code: "VALIDATION", message: SIGNUP_MESSAGES.emailInvalid },
  VALIDATION_ERROR: { code: "VALIDATION" },
  INVALID_ORIGIN: { code: "FORBIDDEN", message: FRIENDLY_MESSAGES.permission },
  MISSING_OR_NULL_ORIGIN: { code: "FORBIDDEN", message: FRIENDLY_MESSAGES.permission },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: { code: "FORBIDDEN", message: FRIENDLY_MESSAGES.permission },
  // better-auth's session middleware: the answer requireUser gives (plugins/guards.ts, not
  // imported: guards.ts reaches this module through the auth plugin)
  UNAUTHORIZED: { code: "UNAUTHENTICATED", message: "Authentication required" },
  INVALID_PASSWORD: { code: "VALIDATION", message: TWO_FACTOR_MESSAGES.wrongPassword },
  // the twoFactor plugin's (two-factor.ts)
  INVALID_CODE: { code: "INVALID_CREDENTIALS", message: TWO_FACTOR_MESSAGES.codeInvalid },
  INVALID_BACKUP_CODE: { code: "INVALID_CREDENTIALS", message: TWO_FACTOR_MESSAGES.backupCodeInvalid },
  ACCOUNT_TEMPORARILY_LOCKED: { code: "RATE_LIMITED", message: TWO_FACTOR_MESSAGES.locked },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { code: "BAD_REQUEST", message: TWO_FACTOR_MESSAGES.challengeOver },
  INVALID_TWO_FACTOR_COOKIE: { code: "UNAUTHENTICATED", message: TWO_FACTOR_MESSAGES.challengeExpired },
  TOTP_ALREADY_ENABLED: { code: "BAD_REQUEST", message: TWO_FACTOR_MESSAGES.alreadyEnabled },
  TOTP_NOT_ENABLED: { code: "BAD_REQUEST", message: TWO_FACTOR_MESSAGES.notEnabled },
  TWO_FACTOR_NOT_ENABLED: { code: "BAD_REQUEST", message: TWO_FACTOR_MESSAGES.notEnabled },
  BACKUP_CODES_NOT_ENABLED: { code: "BAD_REQUEST", message: TWO_FACTOR_MESSAGES.notEnabled },
  // thrown by our own hooks with their catalogue message
  CODE_ALREADY_USED: { code: "INVALID_CREDENTIALS" },
  VALIDATION: { code: "VALIDATION" },
  EMAIL_NOT_EDU: { code: "EMAIL_NOT_EDU" },
  ACCOUNT_DELETED: { code: "ACCOUNT_DELETED" },
  // an admin's deactivation: refused with its own message (the Google callback's ?error= names it)
  ACCOUNT_DEACTIVATED: { code: "FORBIDDEN" },
  PROFILE_CREATION_FAILED: { code: "INTERNAL" },
};

/** Where a form asks for the current password, by endpoint: a wrong one is said on that field. */
const CURRENT_PASSWORD_FIELDS: Record<string, string> = { "/change-password": "currentPassword" };

/**
 * A better-auth error answer (`{ code, message, fields? }`) of `endpoint` (after /api/auth)
 * in the API's one error shape.
 */
export function translateAuthError(status: number, answer: unknown, endpoint = ""): ApiErrorBody {
  const body = typeof answer === "object" && answer !== null ? (answer as Record<string, unknown>) : {};
  const translation = typeof body.code === "string" ? TRANSLATIONS[body.code] : undefined;
  const givenMessage =
    typeof body.message === "string" && body.message.trim() !== "" ? body.message : undefined;
  const code = translation?.code ?? errorCodeForStatus(status);
  // a server failure says nothing about the internals, unless it is one of our own catalogue messages
  const fallback = status >= 500 && !translation ? FRIENDLY_MESSAGES.default : givenMessage;
  const message = translation?.message ?? fallback ?? FRIENDLY_MESSAGES.default;
  const passwordField = body.code === "INVALID_PASSWORD" ? CURRENT_PASSWORD_FIELDS[endpoint] : undefined;
  const fields = isFieldMap(body.fields)
    ? body.fields
    : passwordField
      ? { [passwordField]: message }
      : undefined;
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

function isFieldMap(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((item) => typeof item === "string")
  );
}
