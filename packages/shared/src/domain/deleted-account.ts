/**
 * A deleted account as everyone else reads it (docs/decisions/0021-account-deletion.md):
 * from the moment of deletion its name is this, in a driver's requests, a rider's rides
 * and bookings, and the notifications about them.
 */
export const DELETED_USER_NAME = "Deleted user";

/**
 * Days from an account's deletion to the purge of its personal data. The Terms promise
 * "within 30 days"; the week before lets support undo a mistaken deletion.
 */
export const PURGE_AFTER_DAYS = 7;

/** An account without a password (Google sign-in) confirms its deletion with a sign-in this recent. */
export const DELETION_RECENT_SIGN_IN_MINUTES = 10;
