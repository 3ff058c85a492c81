import { LICENSE_REVIEW_HOURS } from "@campusride/shared/limits";
import { AUTH_MESSAGES } from "@campusride/shared/messages";

/**
 * Texts of the account screens that are the web's own wording. The catalogue's texts
 * are in the shared catalogue, @campusride/shared/messages.
 */
export const AUTH_TEXT = {
  signInSuccess: "You have signed in successfully.",
  signUpSuccess: "Your account has been created.",
  checkEmail: "We sent a verification link to",
  verified: "Your email has been verified! You can now sign in.",
  verifiedSignedIn: "Your email has been verified! You are signed in.",
  driverMessage: `Your driver license will be reviewed within about ${LICENSE_REVIEW_HOURS} hours. Until then, driver features are limited.`,
  // 'Upload license later': nothing is under review yet
  driverLicenseLater: `Upload your driver license from your profile when you are ready. Driver features stay limited until it is verified, which takes about ${LICENSE_REVIEW_HOURS} hours.`,
  resetSent:
    "If an account exists for that address, we sent a link to reset your password. Check your inbox.",
  passwordUpdated: "Your password has been updated. Redirecting to sign in…",
  notVerifiedResend: "Didn't get the email? Send the verification link again:",
  /** @deprecated read AUTH_MESSAGES.verificationFailed; kept until /auth-success imports it. */
  verificationFailed: AUTH_MESSAGES.verificationFailed,
} as const;
