/** Paths of the web app that the server also names (in emails and redirects). */

/** Where the email verification link lands once the address is confirmed. */
export const VERIFIED_CALLBACK_PATH = "/auth-success?verified=true";

/** The page a password reset link opens, with its token. */
export const RESET_PASSWORD_PATH = "/reset-password";

/** The sign-in page, and the page that asks for a reset link (named in account emails). */
export const SIGN_IN_PATH = "/signin";
export const FORGOT_PASSWORD_PATH = "/forgot-password";

/** Where Google sign-in returns the browser, on success and on failure. */
export const OAUTH_CALLBACK_PATH = "/oauth-callback";

/** The messages inbox, and one thread of it. */
export const MESSAGES_PATH = "/messages";
export function conversationPath(conversationId: string): string {
  return `${MESSAGES_PATH}/${conversationId}`;
}

/** A ride as a rider sees it, to request a seat (ride alerts lead there). */
export function requestRidePath(rideId: string): string {
  return `/dashboard/request-ride/${rideId}`;
}

/** The reviews of a completed ride: who the user can review, and what they were told. */
export function reviewsPath(rideId: string): string {
  return `/dashboard/reviews/${rideId}`;
}

/** The read-only page of a shared trip (the emergency contact's link). */
export const SHARED_TRIP_PATH = "/shared-trip";
export function sharedTripPath(token: string): string {
  return `${SHARED_TRIP_PATH}/${token}`;
}

/** The emergency contact's page: confirm trip mail, or stop it (the links of the mails they get). */
export const TRIP_UPDATES_PATH = "/trip-updates";
export function tripUpdatesPath(token: string): string {
  return `${TRIP_UPDATES_PATH}/${token}`;
}

/** Where a rider manages their ride alerts (My Rides). */
export const RIDE_ALERTS_PATH = "/rider#ride-alerts";

/** A student's public profile: name, university, car, rating and recent reviews. */
export function publicProfilePath(userId: string): string {
  return `/users/${userId}`;
}

/** The admins' inbox of contact messages, and one message in it (the support copy links there). */
export const ADMIN_MESSAGES_PATH = "/admin/messages";
export function adminMessagePath(messageId: string): string {
  return `${ADMIN_MESSAGES_PATH}/${messageId}`;
}

/** The contact form (a reply to a contact message invites the student back to it). */
export const CONTACT_PATH = "/contact";
/** Where a verified driver offers a trip, and where anyone uploads a new license (license emails and notifications). */
export const CREATE_TRIP_PATH = "/driver/create-trip";
export const PROFILE_PATH = "/profile";
