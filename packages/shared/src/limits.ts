/** Business limits (docs/product/README.md#limits-at-a-glance), shared by forms and routes. */
export const LIMITS = {
  passwordMin: 8,
  /** In characters (code points): a passphrase with emoji counts as a person would. */
  passwordMax: 128,
  licenseMaxBytes: 5 * 1024 * 1024,
  email: 254,
  text: 1000,
  /** The note on a trip's pickup or drop-off spot ("Reitz Union, north entrance"). */
  spotNote: 140,
  phone: 20,
  address: 500,
  name: 50,
  university: 100,
  carMake: 50,
  carModel: 50,
  carYear: 4,
  carColor: 30,
  licensePlate: 10,
  list: 100,
  attempts: { max: 5, windowMs: 15 * 60 * 1000 },
  /** Wrong second-factor codes in a row that lock an account's second factor, and for how long. */
  twoFactorLock: { maxFailures: 10, seconds: 15 * 60 },
  driverSeats: { min: 1, max: 7, default: 4 },
  passengers: { min: 1, max: 6 },
  bags: { min: 0, max: 3 },
} as const;

/**
 * How long the review of a driver license takes (an admin looks at each by hand), as every
 * text that promises it says.
 */
export const LICENSE_REVIEW_HOURS = 24;

/** Timings of the screens, in milliseconds (docs/product/site.md#timings). */
export const TIMINGS = {
  contactSend: 1000,
  successRedirect: 5000,
  verificationRedirect: 3000,
  verificationEventRedirect: 2000,
  verificationCheck: 1500,
  resetRedirect: 3000,
  /** /oauth-callback: on to the dashboard or the completion form, or back to /signup on an error. */
  callbackSuccessRedirect: 1000,
  callbackErrorRedirect: 3000,
  messageBanner: 5000,
  /** The driver dashboard reads the trips again this often. */
  dashboardRefresh: 10_000,
  /** Active rides (the rider's My Rides) are read again this often. */
  ridePolling: 60_000,
  mapsTimeout: 10_000,
  /** /two-factor-confirmation goes home after this long. */
  twoFactorRedirect: 3000,
} as const;
