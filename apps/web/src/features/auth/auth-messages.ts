/** Texts of the account screens (spec §2, §4, §8). */
export const AUTH_TEXT = {
  unexpected: "An unexpected error occurred",
  signInSuccess: "You have signed in successfully.",
  signUpSuccess: "Your account has been created.",
  checkEmail: "We sent a verification link to",
  verified: "Your email has been verified! You can now sign in.",
  verifiedSignedIn: "Your email has been verified! You are signed in.",
  verificationFailed: "Email verification failed. Please try signing up again.",
  verificationPending:
    "Email verification is still pending. Please try clicking the link in your email again.",
  verificationSignIn: "Verification failed. Please try signing in again.",
  verificationError: "An error occurred during verification. Please try again.",
  driverMessage:
    "Your driver license will be reviewed within about 24 hours. Until then, driver features are limited.",
  // 'Upload license later': nothing is under review yet
  driverLicenseLater:
    "Upload your driver license from your profile when you are ready. Driver features stay limited until it is verified, which takes about 24 hours.",
  resendFailed: "Failed to send email.",
  resetFailed: "Failed to send reset email.",
  updatePasswordFailed: "Failed to update password.",
  resetSent:
    "If an account exists for that address, we sent a link to reset your password. Check your inbox.",
  passwordUpdated: "Your password has been updated. Redirecting to sign in…",
  missingResetToken: "This reset link is invalid or has expired. Please request a new one.",
  createFailed: "Failed to create account.",
} as const;

/** The `error` query banners of /signup. */
export function signupErrorBanner(code: string): { title: string; body: string } {
  if (code === "invalid_email") {
    return { title: "University Email Required", body: "Only .edu email addresses are allowed." };
  }
  if (code === "oauth_failed") {
    return {
      title: "Google Sign-In Failed",
      body: "Google sign-in failed. Please try again or use email signup.",
    };
  }
  return { title: "Authentication Error", body: "Authentication failed. Please try again." };
}
