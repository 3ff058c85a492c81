import { DELETION_RECENT_SIGN_IN_MINUTES, PURGE_AFTER_DAYS } from "./domain/deleted-account.ts";
import { LATE_CANCELLATION_REFUND_PERCENT } from "./domain/payments.ts";
import { LICENSE_REVIEW_HOURS, LIMITS } from "./limits.ts";
import { MESSAGE_MAX_LENGTH } from "./domain/conversations.ts";
import { MAX_SPOT_MILES } from "./domain/trip-spots.ts";
import {
  DRIVER_NO_SHOW_AFTER_MINUTES,
  MAX_DRIVER_LATE_MINUTES,
  MAX_DRIVER_LATE_TIMES,
  NO_SHOW_COUNT_MONTHS,
  NO_SHOW_COUNT_THRESHOLD,
  NO_SHOW_DISPUTE_HOURS,
  RIDE_DAY_OPENS_MINUTES,
  RIDER_NO_SHOW_AFTER_MINUTES,
  RUNNING_LATE_STEPS,
} from "./domain/ride-day.ts";

/**
 * Every message catalogue of CampusRide, in one place for the web and the API
 * (docs/product/ describes where each is shown). The friendly catalogue comes
 * with the mapping of raw error text to it.
 */

// The texts the app shell needs on every page live in their own module, so the first
// load carries them without the rest of the catalogue; they are part of it all the same.
export {
  CONNECTION_MESSAGES,
  FRIENDLY_MESSAGES,
  PAGE_MESSAGES,
  friendlyMessage,
  type FriendlyKind,
} from "./friendly-messages.ts";

/** Answers of the account endpoints (/api/auth/*). */
export const AUTH_MESSAGES = {
  emailNotVerified:
    "Please verify your email address before signing in. Check your inbox for the verification link.",
  invalidCredentials: "Invalid email or password",
  invalidToken: "This link is invalid or has expired. Please request a new one.",
  signInLimited: "Too many sign-in attempts. Please wait before trying again.",
  mailLimited: "Too many requests. Please wait before trying again.",
  // the account screens' failures
  unexpected: "An unexpected error occurred",
  resendFailed: "Failed to send email.",
  resetFailed: "Failed to send reset email.",
  updatePasswordFailed: "Failed to update password.",
  verificationFailed: "Email verification failed. Please try signing up again.",
  verificationPending:
    "Email verification is still pending. Please try clicking the link in your email again.",
  verificationSignIn: "Verification failed. Please try signing in again.",
  verificationError: "An error occurred during verification. Please try again.",
  sessionNotFresh:
    "For your security, please enter your current password (or sign in again) to make this change.",
} as const;

/**
 * The browser check (a proof of work) that sign-in, sign-up, reset and resend ask for when
 * many attempts came from the client's address: what an API client is told to do, and what
 * the web app shows while it solves the check by itself.
 */
export const BROWSER_CHECK_MESSAGES = {
  required:
    "Many attempts came from your network recently, so this request needs a solved browser check: " +
    "get a challenge from GET /api/auth-challenge, solve it and send the request again with the " +
    "solution in the X-Auth-Challenge header.",
  rejected:
    "That browser check was not accepted: it was already used, has expired or is not solved. " +
    "Get a new challenge from GET /api/auth-challenge and try again.",
  checking: "Checking your browser… Many attempts came from your network recently, so this takes a moment.",
  checked: "Browser check complete.",
  failed: "We couldn't check your browser. Please try again.",
} as const;

/**
 * The dialog that asks a browser signed in more than a day ago for the password before a
 * sensitive change (ending sessions, the phone); the reason is AUTH_MESSAGES.sessionNotFresh.
 */
export const RECENT_SIGN_IN_MESSAGES = {
  title: "Confirm it's you",
  passwordLabel: "Current password",
  passwordRequired: "Please enter your current password.",
  wrongPassword: "Incorrect password. Nothing was changed.",
  // an account that signs in with Google only has no password to give
  signInAgain: "For your security, please sign out and sign in again, then make this change.",
  confirm: "Confirm",
  busy: "Checking…",
  cancel: "Cancel",
} as const;

/** The banners of /signup for its `error` query value (docs/product/accounts.md#google-sign-in). */
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

/** Texts of sign-up (docs/product/accounts.md#sign-up). */
export const SIGNUP_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  firstNameTooLong: `First name must be ${LIMITS.name} characters or fewer`,
  lastNameTooLong: `Last name must be ${LIMITS.name} characters or fewer`,
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  emailNotEdu: "Please use your .edu email address",
  phoneRequired: "Phone number is required",
  phoneInvalid:
    "Please enter a valid phone number. For a number outside the US, start with + and the country code.",
  /** How the phone fields explain what they take. */
  phoneHint: "A US number, or start with + and the country code (+44 7911 123456).",
  graduationYearRequired: "Graduation year is required",
  universityRequired: "University is required",
  universityTooLong: `University must be ${LIMITS.university} characters or fewer`,
  roleRequired: "Please select your role",
  carDetailsRequired: "All car details are required for drivers",
  licenseChoiceRequired: "Please upload your driver license or choose to upload it later.",
  licenseType: "Please upload a valid image (JPEG, PNG) or PDF file.",
  licenseSize: "File size must be less than 5MB.",
  licenseOneFile: "Please upload one file.",
  licenseEmpty: "The file is empty. Please choose your driver license file again.",
  licenseUnreadable: "The upload could not be read. Please try again.",
  passwordRequired: "Password is required",
  passwordMismatch: "Passwords do not match",
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters long.`,
  rateLimited: "Too many signup attempts. Please wait before trying again.",
  accountCreationFailed: "Account creation failed",
  createFailed: "Failed to create account.",
} as const;

/** Google sign-in, its callback and the completion form (docs/product/accounts.md#google-sign-in). */
export const GOOGLE_SIGN_IN_MESSAGES = {
  // the callback
  authFailed: "Failed to authenticate with Google",
  noSession: "No user session found",
  notEdu: "Sorry, only university .edu email addresses are allowed.",
  profileCheckFailed: "Failed to check existing profile",
  failed: "Authentication failed.",
  // inline, on the sign-up page
  personalAccount: "Please use your university .edu email address. Personal Gmail accounts are not allowed.",
  tryAgain: "Google sign-in failed. Please try again or use email signup.",
  // the .edu rule at sign-in
  eduOnly: "Please use your university .edu email address to sign in.",
  // the completion form
  noUser: "No authenticated user found",
  completionFailed: "Failed to complete signup.",
  /** Left to us: a completion sent again after the profile exists. */
  alreadyComplete: "Your profile is already complete.",
  /** Left to us: better-auth's sign-in with a posted ID token, which CampusRide does not offer. */
  idTokenRefused: "Sign in with Google through the Continue with Google button.",
  /** Left to us: the second step of a Google sign-in for a two-factor account. */
  codeStepIntro:
    "Your account uses two-factor authentication. Enter a code to finish signing in with Google.",
} as const;

/** The dashboard's greeting after a Google sign-in with an existing profile. */
export function welcomeBackMessage(firstName: string): string {
  return `Welcome back, ${firstName}!`;
}

/** Texts of a password being chosen (sign-up, reset, change). */
export const PASSWORD_MESSAGES = {
  required: SIGNUP_MESSAGES.passwordRequired,
  tooShort: SIGNUP_MESSAGES.passwordTooShort,
  tooLong: `Password must be at most ${LIMITS.passwordMax} characters long.`,
  tooCommon:
    "This password is too common or too easy to guess. Try a longer passphrase of a few unrelated words.",
  personal:
    "This password is built from your name or email address, which others can guess. Try a longer passphrase of a few unrelated words.",
} as const;

/** The profile's Change password form (any password account). */
export const CHANGE_PASSWORD_MESSAGES = {
  title: "Change password",
  intro: "Changing your password signs you out on every other device.",
  open: "Change password",
  currentLabel: "Current password",
  currentRequired: "Please enter your current password.",
  newLabel: "New password",
  newHint:
    "At least 8 characters. A passphrase of a few unrelated words is easy to remember and hard to guess.",
  confirmLabel: "Confirm new password",
  submit: "Change Password",
  busy: "Changing…",
  cancel: "Cancel",
  loading: "Loading the form…",
  changed: "Your password was changed. Every other device signed in to your account was signed out.",
} as const;

/** Texts of the profile (docs/product/profile.md). */
export const PROFILE_MESSAGES = {
  notFound: "Profile not found. Please complete your profile setup.",
  createFailed: "Failed to create profile. Please contact support.",
  driverCarOnCreate: "Driver information required: car details must be provided",
  driverCarOnUpdate: "Driver information required: complete car details must be provided",
  driverCarIncomplete: "Driver profiles must include complete car information.",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  profileUpdated: "Profile information updated successfully!",
  vehicleUpdated: "Vehicle information updated successfully!",
  licensePlateInvalid: "License plates have up to 10 letters, digits, spaces or hyphens",
  roleSwitchNotAllowed: "Only users who are both rider and driver can switch roles",
  authRequired: "Authentication required",
  licenseUploaded: `Driver license uploaded. Verification takes about ${LICENSE_REVIEW_HOURS} hours.`,
  licenseNotFound: "No driver license uploaded yet.",
} as const;

/** The dashboard's two cards (the card of a role the student lacks reads 'Not Available'). */
export const DASHBOARD_MESSAGES = {
  notAvailable: "Not Available",
  /** Under a rider's 'Offer a Ride': how to become a driver too. */
  becomeDriver: "To offer rides too, add your car and driver license on your profile.",
  becomeDriverLink: "Become a driver",
} as const;

/** The Today card on the dashboards (docs/product/ride-day.md#today). */
export const TODAY_MESSAGES = {
  title: "Today",
  asDriver: "You're driving",
  asRider: "You're riding",
  /** "Leaves in 1 h 12 min", "Leaves in 5 min". */
  leavesIn: (duration: string) => `Leaves in ${duration}`,
  leavingNow: "Leaving now",
  /** What a screen reader hears, only when the time changes or the trip is leaving. */
  leavesAt: (time: string) => `Leaves at ${time}`,
  runningLate: (minutes: number) => `Running ${minutes} min late`,
  arrives: (time: string) => `Arrives around ${time}`,
  pickup: "Pickup spot",
  proposedPickup: "Your pickup spot (accepted by the driver)",
  noPickup: "No pickup spot set yet. Message each other to agree on one.",
  directions: "Directions",
  directionsLabel: "Directions to the pickup spot (opens your maps app)",
  driver: "Your driver",
  riders: "Your riders",
  noRiders: "No approved riders yet.",
  seats: (seats: number) => (seats === 1 ? "1 seat" : `${seats} seats`),
  call: "Call",
  callLabel: (name: string) => `Call ${name}`,
  text: "Text",
  textLabel: (name: string) => `Text ${name}`,
  noPhone: "Phone shared once the seat is confirmed.",
  shareMyTrip: "Share my trip",
  openTrip: "Trip details",
  loading: "Loading today's trip…",
  loadFailed: "Today's trip could not be loaded.",
} as const;

/**
 * Account deletion and data export (profile → Danger zone). The Terms promise
 * "Data is deleted within 30 days of account deletion" (docs/product/accounts.md).
 */
export const ACCOUNT_MESSAGES = {
  deleted:
    "Your account has been deleted. Your upcoming trips and requests were cancelled and the other riders and drivers were told. Your data will be removed within 30 days.",
  signInRefused: `This account has been deleted. If that was a mistake, contact support within ${PURGE_AFTER_DAYS} days to restore it.`,
  alreadyDeleted: "This account has already been deleted.",
  wrongPassword: "Incorrect password. Your account was not deleted.",
  passwordRequired: "Please enter your password to delete your account.",
  signInAgain: `For your security, please sign out and sign in again, then delete your account within ${DELETION_RECENT_SIGN_IN_MINUTES} minutes.`,
  exportLimited: "Too many data downloads. Please wait before trying again.",
} as const;

/** The profile's emergency contact (docs/product/profile.md#emergency-contact). */
export const EMERGENCY_CONTACT_MESSAGES = {
  nameTooLong: "Name must be 50 characters or fewer",
  emailInvalid: "Please enter a valid email address",
  saved: "Emergency contact updated successfully!",
} as const;

/** Share my trip: a read-only link sent to the emergency contact. */
export const TRIP_SHARING_MESSAGES = {
  linkCopied: "Link copied.",
  linkCopyFailed: "Could not copy: select the link and copy it.",
  notFound: "This trip was not found, or you cannot share it.",
  noContactEmail:
    "Add an emergency contact email on your profile first: that is where the trip's link is sent.",
  rateLimited: "You have shared this trip too many times today. Please try again tomorrow.",
  linkNotFound: "This link has expired or was not found.",
  notActive: "Only an upcoming trip can be shared.",
  sendFailed: "We could not send the email just now. Please try again in a few minutes.",
  contactStopped:
    "Your emergency contact has asked CampusRide not to email them about trips. Add another email on your profile.",
  confirmationsRateLimited:
    "You have asked too many new contacts to confirm today. Please try again tomorrow.",
  recipientRateLimited:
    "This contact has been asked to confirm too many times today. Please try again tomorrow.",
  contactConfirmed: "Thank you. You will receive the trip links this student shares with you.",
  contactStoppedDone: "Done. CampusRide will not email you about trips again.",
  arrivalUnknown: "Not known: the trip's route could not be worked out",
} as const;

/** Texts of the contact form (docs/product/site.md#contact). */
export const CONTACT_MESSAGES = {
  nameRequired: "Please enter your name",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  subjectRequired: "Please choose a subject",
  messageRequired: "Please enter a message",
  messageTooLong: `Your message must be ${LIMITS.text} characters or fewer`,
  rateLimited: "Too many requests. Please wait before trying again.",
  thanks: "Thank you for reaching out! We'll get back to you within 24 hours.",
} as const;

/** The admins' inbox of contact messages: reading, replying by email, marking answered. */
export const CONTACT_INBOX_MESSAGES = {
  notFound: "Message not found.",
  alreadyAnswered: "This message is already answered.",
  alreadyReplied: "A reply to this message has already been sent.",
  replyRequired: "Please write a reply.",
  replyTooLong: "The reply must be 5000 characters or fewer.",
  replySent: "Reply sent. The message is answered.",
  markedAnswered: "Message marked as answered.",
  sendFailed:
    "We could not send the reply just now, and nothing was recorded. Please try again in a few minutes.",
  loadFailed: "Could not load the messages.",
  messageLoadFailed: "Could not load this message.",
  openEmpty: "No open messages",
  answeredEmpty: "No answered messages yet",
  backToInbox: "Back to Messages",
} as const;

/** Texts of the maps services, and the place and route inputs (docs/product/places-and-routes.md). */
export const MAPS_MESSAGES = {
  noPlaces: "No places found. Try a different search term.",
  queryTooShort: "Please type at least 2 characters.",
  queryTooLong: "Please type at most 200 characters.",
  // Load warnings: the user can still type a location.
  placesAuthFailed: "Maps authentication failed. You can still type locations.",
  placesUnavailable: "Maps failed to load. You can still type locations.",
  autocompleteFailed: "Autocomplete failed",
  placeDetailsFailed: "Place Details failed",
  textSearchFailed: "Text Search failed",
  nearbySearchFailed: "Nearby Search failed",
  geocodingFailed: "Geocoding failed",
  routesFailed: "Routes API request failed",
  placeNotFound: "Place not found. Please choose a place from the list.",
  invalidPlaceId: "Invalid place id.",
  invalidLocation: "Latitude must be between -90 and 90 and longitude between -180 and 180.",
  outsideUs: "Only places in the United States are supported.",
  sameLocation: "Origin and destination are the same place. Please choose two different locations.",
  bothLocations: "Please enter both origin and destination locations",
  // Route errors
  zeroResults: "No route found between the specified locations.",
  routeTooLong: "Route too long. Please choose locations closer together.",
  requestDenied: "Route request denied. Please check the maps API key permissions.",
  quotaExceeded: "Maps quota exceeded. Please try again later.",
  network: "Network error. Please check your connection and try again.",
  estimateNotice: "Estimated distance: road distance is taken as 1.3 times the straight-line distance.",
} as const;

/** 'Route calculation error: {message}' for route errors without a message of their own. */
export function routeErrorMessage(message: string): string {
  return `Route calculation error: ${message}`;
}

/**
 * A typed place the map does not know, in plain words (not "Could not geocode …",
 * a maps term): with the nearest known place when there is one.
 */
export function geocodeFailedMessage(side: "origin" | "destination", suggestion?: string): string {
  const where = side === "origin" ? "starting point" : "destination";
  const found = `We couldn't find that ${where} on the map.`;
  return suggestion
    ? `${found} Did you mean ${suggestion}?`
    : `${found} Please check the spelling or choose a place from the list.`;
}

/** Texts of trips and the driver's screens (docs/product/trips.md). */
export const TRIP_MESSAGES = {
  // a trip's seats: how many are left, or that none are offered any more
  seatsRemaining: (left: number, offered: number) => `${left} of ${offered} seats remaining`,
  seatsCancelled: "None — the trip is cancelled",
  // the create form
  bothLocations: "Please enter both origin and destination locations",
  requiredFields: "Please fill in all required fields (date, time, and available seats)",
  carDetailsMissingTitle: "Car Details Missing",
  carDetailsMissing: "You need to add your car details to create a trip.",
  // the confirm step, checked again by the server
  signInRequired: "You must be logged in to create a trip.",
  cities: "Please provide both departure and destination cities.",
  date: "Please provide a departure date.",
  time: "Please provide a departure time.",
  seats: "Please provide a valid number of available seats.",
  price: "Please provide a valid price per seat.",
  priceEdit: "Please enter a valid price greater than 0",
  // the server's own rules
  datePast: "The departure date cannot be in the past.",
  dateTooFar: "Trips can be offered up to a year ahead. Please choose an earlier date.",
  departurePast: "The departure time has already passed. Please choose a later time.",
  dateInvalid: "Please provide a real date (YYYY-MM-DD).",
  timeInvalid: "Please enter a valid time",
  timeSkipped: "Clocks go forward at that time on this date. Please choose another time.",
  priceTooHigh: "The price per seat cannot be more than $1,000.",
  priceCents: "Please enter the price in dollars and cents, with at most 2 decimals (like 12.50).",
  samePlace:
    "From and To are the same place. A trip needs two places at least a mile apart: please choose another destination.",
  notesTooLong: `Notes must be ${LIMITS.text} characters or fewer.`,
  onlyDrivers: "Only drivers can create rides",
  licenseMissing: "Upload your driver license on your profile before creating a trip.",
  licensePending: `Your driver license is being reviewed (about ${LICENSE_REVIEW_HOURS} hours). You can create trips once it is verified.`,
  licenseRejected: "Your driver license was not accepted. Upload a new one on your profile.",
  seatsBelowApproved: "You cannot offer fewer seats than you have already approved.",
  notActive: "Only active trips can be changed.",
  notDepartedYet: "A trip can be marked completed once it has left.",
  departed: "This trip has already left.",
  // failures
  updateTimeFailed: "Failed to update trip time. Please try again.",
  createFailed: "Failed to create trip. Please try again.",
  routeFailed: "Failed to calculate route. Please try again.",
  loadFailed: "Failed to load your rides. Please try again.",
  requestsLoadFailed: "Failed to load trip requests. Please try again.",
  approveFailed: "Failed to approve request. Please try again.",
  rejectFailed: "Failed to reject request. Please try again.",
  notDriver: "Trip not found or you are not the driver.",
  notFoundOrForbidden: "Trip not found or you don't have permission to view it.",
  noUpcoming: "You don't have any upcoming trips",
  noPast: "You don't have any past trips",
  created: "Trip created successfully!",
  notEnoughSeatsWarning: "Warning: Not enough seats",
  rideCancelled: "Ride Cancelled",
  // trip preferences
  womenOnlyWithOtherRiders:
    "This trip already has riders who did not ask for women-only trips, so it cannot become women-only.",
  // the pickup and drop-off spots
  pickupSpotPlace: "Please choose the pickup spot from the list of places.",
  dropoffSpotPlace: "Please choose the drop-off spot from the list of places.",
  pickupSpotTooFar: `The pickup spot must be within ${MAX_SPOT_MILES} miles of where the trip starts.`,
  dropoffSpotTooFar: `The drop-off spot must be within ${MAX_SPOT_MILES} miles of where the trip ends.`,
  spotNoteTooLong: `The note on a spot must be ${LIMITS.spotNote} characters or fewer.`,
  pickupSpotTitle: "Pickup spot",
  dropoffSpotTitle: "Drop-off spot",
  pickupSpotLabel: "Pickup spot (optional)",
  dropoffSpotLabel: "Drop-off spot (optional)",
  pickupSpotHint: `Where you meet your riders, within ${MAX_SPOT_MILES} miles of where the trip starts. Only riders whose seat you approve see it.`,
  dropoffSpotHint: `Where you leave your riders, within ${MAX_SPOT_MILES} miles of where the trip ends.`,
  spotNoteLabel: (spot: string) => `Note on the ${spot.toLowerCase()}`,
  pickupNotePlaceholder: "Reitz Union, north entrance",
  dropoffNotePlaceholder: "By the main entrance",
  directions: "Directions",
  directionsTo: (spot: string) => `Directions to the ${spot.toLowerCase()} (opens your maps app)`,
  spotMapLabel: (spot: string) => `Map of the ${spot.toLowerCase()}`,
  dropPinHint: "Or tap the map to drop a pin where you meet your riders.",
  droppedPin: (lat: number, lng: number) => `Dropped pin (${lat.toFixed(5)}, ${lng.toFixed(5)})`,
  mapAttribution: "© OpenStreetMap contributors",
} as const;

/** A driver's weekly series and a rider's request of all its trips (docs/product/recurring-rides.md). */
export const WEEKLY_SERIES_MESSAGES = {
  // the create form's "Repeat weekly"
  repeatTitle: "Weekly trips",
  repeatLabel: "Repeat weekly",
  repeatHint:
    "Offer this trip every week on the days you choose. Each date is its own trip riders can request.",
  weekdaysLabel: "Repeat on",
  untilLabel: "Until",
  startsFrom: (date: string) => `Starting from the Date above (${date}), at the Time above.`,
  startsFromUnset: "Starting from the Date above, at the Time above.",
  untilHint: (latest: string) => `The last date of the series, up to six months ahead (${latest}).`,
  preview: (count: number, days: string, from: string, until: string) =>
    `${count} ${count === 1 ? "trip" : "trips"}: every ${days} from ${from} to ${until}.`,
  repeatsFact: "Repeats",
  repeatsValue: (days: string, until: string) => `Every ${days} until ${until}`,
  createButton: "Confirm & Create Weekly Trips",
  creating: "Creating Weekly Trips…",
  created: "Weekly trips created! The next four weeks are open for requests; later weeks open as they come.",
  scheduleProblem: "Please change the schedule (Edit Trip):",
  // the driver's trips and the series page
  weeklyTag: (days: string) => `Weekly · ${days}`,
  weekly: "Weekly",
  viewSeries: "View series",
  pageTitle: "Weekly Trips",
  pageIntro: "Every date of your weekly trip: its requests, its changes, and the series as a whole.",
  loading: "Loading the weekly trips…",
  loadFailed: "Failed to load this weekly series. Please try again.",
  scheduleValue: (days: string, time: string, from: string, until: string) =>
    `Every ${days} at ${time}, ${from} to ${until}`,
  upcomingTitle: "Upcoming trips",
  noUpcoming: "No upcoming trips in this series.",
  isCancelled: "This weekly series is cancelled: no more trips are made.",
  seatsValue: (seats: number) => `${seats} ${seats === 1 ? "seat" : "seats"}`,
  seatsLeft: (seats: number) => `${seats} ${seats === 1 ? "seat" : "seats"} left`,
  viewRequests: "Requests",
  requestTrip: "Request",
  editTrip: "Edit",
  // editing the series
  editTitle: "Edit series",
  editHint:
    "Changes apply to the series and to every future trip of it. A trip that cannot take a change (fewer seats than riders already approved, say) keeps its own.",
  priceLabel: "Price per seat ($)",
  seatsLabel: "Available Seats",
  timeLabel: "Time",
  notesLabel: "Notes",
  endsOnLabel: "Last date",
  saveButton: "Save changes",
  saving: "Saving…",
  nothingChanged: "Nothing was changed.",
  saved: "Series updated: its future trips have the changes.",
  savedWithSkipped: (count: number) =>
    `Series updated. ${count} ${count === 1 ? "trip keeps its" : "trips keep their"} own values:`,
  keptOwn: "Trips that keep their own values",
  updateFailed: "Failed to update the series. Please try again.",
  // cancelling the series
  cancelButton: "Cancel series",
  cancelTitle: "Cancel this weekly series?",
  cancelQuestion: (count: number) =>
    `Its ${count} upcoming ${count === 1 ? "trip is" : "trips are"} cancelled and their riders are told. Past trips stay as they are, and no more trips are made.`,
  cancelConfirm: "Yes, cancel series",
  cancelKeep: "Keep series",
  cancelling: "Cancelling…",
  cancelled: (count: number) =>
    `Series cancelled. ${count} upcoming ${count === 1 ? "trip was" : "trips were"} cancelled and their riders told.`,
  cancelFailed: "Failed to cancel the series. Please try again.",
  // a rider's request of every trip
  requestAllTitle: "Request every trip of this series",
  requestAllIntro: (days: string, count: number) =>
    `This trip repeats every ${days}. Ask for a seat on all ${count} upcoming ${count === 1 ? "trip" : "trips"} at once; the driver answers each one on its own.`,
  requestAllDates: "The dates",
  seatsEachLabel: "Seats on each trip",
  bagsLabel: "Bags",
  requestAllButton: (count: number) => `Request all ${count} ${count === 1 ? "trip" : "trips"}`,
  requestAllSending: "Sending requests…",
  requestAllDone: (count: number) => `${count} ${count === 1 ? "request" : "requests"} sent to the driver:`,
  requestAllSkipped: "Not requested:",
  skippedReason: (reason: string) =>
    reason === "full" ? "no seats left" : reason === "already_requested" ? "already requested" : reason,
  requestAllFailed: "Failed to send the requests. Please try again.",
  seeMyRides: "See them in My Rides",
  seeAllDates: "See every date of this series",
} as const;

/** A rider's proposed pickup spot (docs/product/ride-day.md#proposed-pickup-spot). */
export const PICKUP_PROPOSAL_MESSAGES = {
  label: "Propose another pickup spot (optional)",
  hint: `If the driver's spot does not suit you: a place within ${MAX_SPOT_MILES} miles of where the trip starts. The driver accepts it or keeps their own.`,
  place: "Please choose the pickup spot you propose from the list of places.",
  tooFar: `The pickup spot you propose must be within ${MAX_SPOT_MILES} miles of where the trip starts.`,
  noteLabel: "Note on the spot you propose",
  notePlaceholder: "By the bike racks",
  title: "Proposed pickup spot",
  proposedBy: (firstName: string) => `${firstName} proposes another pickup spot`,
  accept: "Accept spot",
  keep: "Keep my spot",
  accepted: "Spot accepted: this rider's pickup spot is the one they proposed.",
  declined: "You kept your pickup spot for this rider.",
  statusProposed: "Waiting for the driver's answer",
  statusAccepted: "Accepted by the driver",
  statusDeclined: "The driver keeps their own spot",
  riderSpot: "Pickup spot",
  onlyDriver: "Only the trip's driver can answer a proposed pickup spot.",
  notOpen: "This proposed pickup spot can no longer be answered.",
  answer: "Please answer with accept true or false.",
} as const;

/** 'You only have N seats available, but this request needs M seats.' */
export function notEnoughSeatsMessage(available: number, needed: number): string {
  return `You only have ${available} seats available, but this request needs ${needed} seats.`;
}

/** 'Are you sure you want to approve {name}'s request for N seats?' */
export function approveQuestion(name: string, seats: number): string {
  return `Are you sure you want to approve ${name}'s request for ${seats} seats?`;
}

/** Texts of bookings (docs/product/bookings.md). */
export const BOOKING_MESSAGES = {
  onlyRiders: "Only riders can create bookings",
  rideUnavailable: "Ride not found or no longer available.",
  ownRide: "You cannot request a seat on your own ride.",
  seats: "Please request between 1 and the available number of seats.",
  bags: "Bags must be between 0 and 3.",
  alreadyRequested: "You already have a request for this ride.",
  notEnoughSeats: "Not enough seats are left on this ride.",
  submitted: "Request submitted successfully! You'll be notified when the driver responds.",
  notPending: "Only pending requests can be approved or rejected.",
  cancelNotPending: "Only pending requests can be cancelled.",
  notFound: "Booking not found.",
  tripHiddenWithSeat:
    "This trip is no longer available to you. Your confirmed seat stays booked: open it from My Rides, where you can still cancel it.",
  tripHiddenNotice:
    "This trip is no longer available to you on CampusRide, so you can no longer message its driver or share it from here. Your confirmed seat stays booked: you can still cancel it below, and you will be told if the driver cancels the trip.",
  driverCannotCancel:
    "Only the rider can cancel their booking. As the driver, answer it from your trip's requests, or cancel the trip.",
  ownBookingsOnly: "Access denied: Can only view own bookings",
  ownRidesOnly: "Access denied: Can only view bookings for own rides",
  // the rider's screens
  cancelled: "Your ride request has been cancelled",
  cancelFailed: "Failed to cancel ride request. Please try again.",
  loadFailed: "Failed to load your rides. Please try again.",
  rideLoadFailed: "Failed to load ride details. Please try again.",
  submitFailed: "Failed to submit request. Please try again.",
  backToDashboard: "Back to Dashboard",
  sendRequest: "Send Request",
  notesLabel: "Notes for the driver",
  confirmed: "Confirmed",
  noUpcoming: "You don't have any upcoming rides",
  noPast: "You don't have any past or cancelled rides",
  // trip preferences and instant booking
  womenOnly:
    "This trip is for women only. Turn on 'Women-only trips' on your profile if you are a woman to request it.",
  instantBooking: "Instant booking: your seat is confirmed at once",
  instantBooked: "Your seat is confirmed! The driver has been told you are coming.",
  // request expiry
  expired: "This request has expired.",
  // payments
  cancelNotActive: "Only pending requests and confirmed seats can be cancelled.",
  cancelDeparted: "This trip has already left, so the booking can no longer be cancelled.",
  noShowNotConfirmed: "Only a confirmed rider can be marked as a no-show.",
  awaitingPayment: "The rider has not paid for this request yet.",
  seatCancelled: "Your booking has been cancelled",
  submittedPayNext:
    "Request saved! Confirm and pay to send it to the driver: you are charged only if they approve.",
  noShowMarked: (name: string) => `${name} was marked as a no-show.`,
  noShowFailed: "Failed to mark the rider as a no-show. Please try again.",
  // the trip's notes as riders read them, and a request the rider already holds
  tripNotesTitle: "Driver's notes",
  tripNotesMaskedHint: "Contact details are hidden until your seat is confirmed.",
  pickupDetailsTitle: "Pick-up details",
  pickupDetailsIntro: "From the driver, for your confirmed seat:",
  heldRequestTitle: "You already requested this ride",
  heldRequestIntro: "Here is your request. You can follow it, message the driver or cancel it.",
  viewRequest: "View your request",
  riderNotesHint:
    "Optional: where to meet, what you are carrying… Contact details are hidden from the driver.",
} as const;

/** A driver's weekly series of trips and a rider's request for all of it (docs/product/recurring-rides.md). */
export const SERIES_MESSAGES = {
  weekdays: "Please choose at least one day of the week.",
  weekdaysInvalid: "Please choose days of the week, each once.",
  startsOn: "Please provide the first date of the series.",
  endsOn: "Please provide the last date of the series.",
  startsPast: "The series cannot start in the past.",
  endsBeforeStart: "The last date must be on or after the first date.",
  tooLong: (months: number) =>
    `A weekly series can run for at most ${months} months. Please choose an earlier last date.`,
  noDates: "No date between the first and the last falls on the chosen days.",
  overlap: (date: string) =>
    `The trip of ${date} would overlap another of your trips. Please choose another time or other days.`,
  notFound: "Series not found.",
  notDriver: "Series not found or you are not its driver.",
  notActive: "This series is cancelled: it can no longer be changed.",
  onlyDrivers: "Only drivers can offer weekly trips.",
  onlyRiders: "Only riders can request the trips of a series.",
  ownSeries: "You cannot request seats on your own series.",
  noneRequestable:
    "No upcoming trip of this series can take your request: you already asked for each one, or they are full.",
  priceHasRiders: "Riders already booked this trip at its price: it keeps the old price.",
  createFailed: "Failed to create the series. Please try again.",
} as const;

/**
 * The trip's day: the start, no-shows on either side and a rider's dispute
 * (docs/product/ride-day.md#start-drop-off-and-no-shows).
 */
export const NO_SHOW_MESSAGES = {
  // the consequences, as the Terms state them
  termsRider: `A rider who is not at the pickup and has not checked in can be marked a no-show ${RIDER_NO_SHOW_AFTER_MINUTES} minutes after departure: paid by card, the booking price is kept and the driver is paid; paid at pickup, the no-show is counted on the rider's profile. The rider can dispute it within ${NO_SHOW_DISPUTE_HOURS} hours, and our team decides.`,
  termsDriver: `A rider can report that the driver did not come ${DRIVER_NO_SHOW_AFTER_MINUTES} minutes after departure: the trip is cancelled, every rider is refunded in full and the no-show is counted on the driver's profile.`,
  termsCounts: `No-shows are shown on a public profile once there are ${NO_SHOW_COUNT_THRESHOLD} or more in ${NO_SHOW_COUNT_MONTHS} months.`,
  // the start
  startNotDriver: "Only the trip's driver can start it.",
  startTooEarly: `You can start the trip from ${RIDE_DAY_OPENS_MINUTES / 60} hours before departure.`,
  startAlready: "This trip has already started.",
  startUnknownRiders: "Choose only riders with a confirmed seat on this trip.",
  startTrip: "Start trip",
  startTitle: "Start the trip",
  startIntro: "Tick each rider who is in the car.",
  started: "Trip started. Have a safe ride!",
  finishTrip: "Finish trip",
  finished: "Trip finished. You can now review your riders.",
  // a rider's no-show
  markNoShow: "Mark no-show",
  noShowTooEarly: `You can mark a rider as a no-show ${RIDER_NO_SHOW_AFTER_MINUTES} minutes after departure.`,
  noShowCheckedIn: "This rider said they are at the pickup, so they cannot be marked as a no-show.",
  noShowPickedUp: "This rider was picked up, so they cannot be marked as a no-show.",
  // the rider's dispute
  disputeTitle: "Dispute this no-show",
  disputeIntro: `You were marked as a no-show. If you were at the pickup, tell us what happened within ${NO_SHOW_DISPUTE_HOURS} hours: our team will review it.`,
  disputeReasonLabel: "What happened",
  disputeReasonRequired: "Please tell us what happened.",
  disputeReasonTooLong: "Your reason must be 1000 characters or fewer.",
  disputeSubmit: "Send dispute",
  disputeSent: "Thanks: our team will review your dispute and let you know.",
  disputeNotNoShow: "Only a booking marked as a no-show can be disputed.",
  disputeAlready: "You have already disputed this no-show.",
  disputeTooLate: `A no-show can only be disputed within ${NO_SHOW_DISPUTE_HOURS} hours.`,
  disputePending: "Your dispute is being reviewed.",
  upheld: "Our team reviewed your dispute: the no-show stands.",
  overturned: "Your no-show was overturned: it no longer counts.",
  // the driver's no-show
  reportDriver: "Report that the driver did not come",
  reportDriverConfirm: "The trip will be cancelled and every rider refunded in full. Report it?",
  driverNoShowTooEarly: `You can report that the driver did not come ${DRIVER_NO_SHOW_AFTER_MINUTES} minutes after departure.`,
  driverNoShowStarted: "The trip has started, so the driver came.",
  driverNoShowNotRider: "Only a rider with a confirmed seat can report that the driver did not come.",
  driverNoShowReported: "Thanks: the trip is cancelled and you are refunded in full.",
  driverNoShowTripEnded:
    "The driver was reported as not having come: the trip is cancelled and every rider refunded.",
  // the admin's decision
  upholdDispute: "Uphold",
  overturnDispute: "Overturn",
  notDispute: "This report is not a no-show dispute.",
  disputeUpheld: "Dispute decided: the no-show stands.",
  disputeOverturned: "Dispute decided: the no-show no longer counts.",
  disputeBooking: (bookingId: string) => `Booking ${bookingId}`,
  // the public profile
  noShowsLabel: (count: number) => `${count} no-show${count === 1 ? "" : "s"} as a rider`,
  driverNoShowsLabel: (count: number) => `${count} no-show${count === 1 ? "" : "s"} as a driver`,
  noShowsExplained: `Shown from ${NO_SHOW_COUNT_THRESHOLD} within ${NO_SHOW_COUNT_MONTHS} months: times this student did not come to a confirmed trip. Overturned disputes do not count.`,
} as const;

/**
 * What the Privacy Policy says other people see of a member, and when: each line is what
 * the code shows (the public ride and profile, the phone after an approval, the share-my-trip page).
 */
export const PRIVACY_MESSAGES = {
  sharingTitle: "What other people see, and when",
  sharingIntro:
    "Your email address, your driver license and your emergency contact are never shown to other members. The rest is shown only where it helps a trip happen safely:",
  anyone:
    "Anyone looking for rides, signed in or not, sees each trip's route, date, time, seats and price, and its driver's first and last name and car (make, model, year and color).",
  members:
    "Signed-in members see your public profile: your name, photo, university and graduation year, your car and whether your license is verified, your rating, the reviews published about you and how many trips you cancelled late.",
  phone:
    "Your phone number is shown only to the people you travel with, once a seat is confirmed: a driver sees the phone of each rider whose seat they approved, and those riders see the driver's, on the booking, the trip's requests and your messages with each other. Until then, phone numbers and email addresses typed in messages and in a trip's notes are hidden from them; in request notes and reviews they are always hidden.",
  plate:
    "Your license plate is shown only on a Share my trip page: when a driver or a confirmed rider shares a trip, the page shows the route and times, the driver's first name, car and license plate, and the sharer's first name. Its link is mailed only to the sharer's emergency contact, once that person has agreed to receive trip updates, and stops working shortly after the trip's estimated arrival.",
  team: "Our team sees what it needs to verify licenses, handle reports and answer messages sent to support.",
  servicesTitle: "Services we use",
  payments:
    "When online payments are turned on, card payments are made on Stripe's payment page: your card details go to Stripe and never reach us. When you pay the driver at pickup, no payment details are collected.",
  maps: "Addresses you type to plan a trip may be looked up with our maps provider to find places and routes.",
} as const;

/** A text field's counter: '12 of 1,000 characters'. */
export function characterCountMessage(used: number, max: number): string {
  return `${used.toLocaleString("en-US")} of ${max.toLocaleString("en-US")} characters`;
}

/** Texts of payments: Confirm and Pay, receipts, refunds and payouts. */
export const PAYMENT_MESSAGES = {
  payAtPickup: "You pay the driver at pickup: nothing is charged online.",
  /** The rule, as the Terms, the FAQ and the home page state it. */
  feeRule:
    "Paying by card, riders pay the driver's price plus CampusRide's 40% service fee. Paying the driver at pickup, riders pay only the driver's price: the CampusRide fee is waived, because CampusRide collects nothing at the car.",
  /** A price's lines (before requesting, Confirm and Pay, the receipt). */
  priceTitle: "Price",
  driverPrice: (perSeat: string, seats: string) => `Driver's price: ${perSeat} × ${seats}`,
  fee: "CampusRide fee",
  total: "Total",
  /** A driver's view of the fee at pickup (their route's price, Confirm Your Trip). */
  feeWaivedForDriver: "waived: riders pay you at pickup",
  riderPaysAtPickup: (perSeat: string) => `Riders pay you ${perSeat} per seat at pickup: no CampusRide fee.`,
  riderPaysByCard: (perSeat: string) => `Riders pay ${perSeat} per seat by card, CampusRide's fee included.`,
  /** Why the fee reads $0.00 at pickup (breakdowns, the receipt email). */
  feeWaived: "waived when you pay the driver at pickup",
  feeWaivedLine: "CampusRide fee (waived when you pay the driver at pickup)",
  /** Before requesting, the price's last word, per way of paying. */
  totalAtPickup: (total: string) => `You pay the driver ${total} at pickup.`,
  totalByCard: (total: string) => `${total} is charged to your card only if the driver approves.`,
  /** Pay at pickup: the confirmed seat's button (nothing is paid online) and what it does. */
  confirmAtPickup: "Confirm: pay the driver at pickup",
  confirmAtPickupHint:
    "Nothing is charged online: this shows your summary, and you pay the driver at the car.",
  payByCard: "You pay by card after sending your request: you are charged only when the driver approves.",
  cardOnly: "Online payments are not turned on: riders pay their drivers at pickup.",
  alreadyPaid: "This request is already paid for.",
  nothingToPay: "There is nothing to pay for this booking.",
  providerUnavailable:
    "We couldn't reach our payment provider, so nothing was changed. Please try again in a minute.",
  declined: "Your card was declined. Please try another card.",
  notFound: "Booking not found.",
  onlyDrivers: "Only drivers can set up payouts.",
  webhookSignature: "Invalid webhook signature.",
  // where a booking's money stands, as the rider reads it (the receipt, Confirm and Pay)
  awaitingPayment: "Not paid yet: the driver can approve your request once you confirm and pay.",
  authorised: (total: string) => `Authorised ${total}: you are charged only when the driver approves`,
  charged: (amount: string) => `Paid ${amount}`,
  owedAtPickup: (amount: string) => `You'll pay ${amount} to the driver at pickup`,
  paidAtPickup: (amount: string) => `Paid ${amount} to the driver at pickup`,
  released: "Nothing was charged: the hold on your card was released.",
  refunded: (amount: string) => `Refunded ${amount}`,
  partiallyRefunded: (refund: string, kept: string) =>
    `Refunded ${refund}; ${kept} kept for the driver (late cancellation)`,
  lateFeeOwed: (kept: string) => `Late cancellation: ${kept} is owed to the driver`,
  stillConfirming: "Your payment is still being confirmed. This page shows it as soon as it arrives.",
  // the Terms as they apply to a booking (domain/payments.ts: FREE_CANCELLATION_HOURS, then the refund share)
  freeUntil: (when: string) => `Free cancellation until ${when}.`,
  lateTerms: `After that, cancelling refunds ${LATE_CANCELLATION_REFUND_PERCENT}% of the total: the rest is kept for the driver.`,
  freeEnded: (when: string) =>
    `Free cancellation ended ${when}: cancelling now refunds ${LATE_CANCELLATION_REFUND_PERCENT}% of the total, and the rest is kept for the driver.`,
  refundIfCancelled: (amount: string) => `If you cancel now, you get back ${amount}.`,
  nothingOwedIfCancelled: "If you cancel now, you owe nothing.",
  owedIfCancelled: (kept: string) => `If you cancel now, ${kept} stays owed to the driver.`,
  checkoutFailed: "We couldn't start the payment. Please try again.",
  loadFailed: "Failed to load the payment for this booking. Please try again.",
  // payouts (drivers)
  payoutsAtPickup: "Riders pay you in cash at pickup",
  payoutsLoadFailed: "Failed to load your payouts. Please try again.",
  noPayouts: "No payouts yet. Your share of each completed ride shows here.",
} as const;

/** Texts of ride alerts: a rider's saved search, told of each new ride that matches it. */
export const RIDE_ALERT_MESSAGES = {
  offer: "Get notified when a ride matches",
  offerHint: "Save this search and we'll tell you when a driver posts a ride that fits it.",
  saved: "Alert saved — we'll notify you and email you when a matching ride is posted",
  saveFailed: "Could not save your ride alert. Please try again.",
  signInToSave: "Sign in to get notified when a ride matches",
  duplicate: "You already have an alert for this search. Manage your alerts on My Rides.",
  tooMany: (max: number) =>
    `You can have at most ${max} active ride alerts. Delete one on My Rides to save another.`,
  datePast: "Please choose today or a later date.",
  tooFar: (days: number) => `Ride alerts can be saved for dates up to ${days} days ahead.`,
  address: "Please enter both pickup and destination locations",
  onlyRiders: "Only riders can save ride alerts.",
  limited: "Too many ride alerts saved in a short time. Please try again later.",
  notFound: "Ride alert not found.",
  title: "Ride alerts",
  intro: "We'll notify you and email you when a ride matching one of these searches is posted.",
  empty: "No ride alerts yet",
  emptyHint: "When Find a Ride has few results, save the search to be told of new rides.",
  loading: "Loading your ride alerts…",
  loadFailed: "Could not load your ride alerts.",
  delete: "Delete",
  deleteLabel: (route: string) => `Delete the alert for ${route}`,
  confirmTitle: "Delete this ride alert?",
  confirmBody: "You will no longer be told of new rides for this search.",
  confirm: "Delete alert",
  cancel: "Cancel",
  deleted: "Ride alert deleted.",
  deleteFailed: "Could not delete the ride alert. Please try again.",
  passengers: (count: number) => (count === 1 ? "1 passenger" : `${count} passengers`),
} as const;

/** Texts of a campus's demand board (docs/product/campus-demand.md). */
export const DEMAND_BOARD_MESSAGES = {
  pageTitle: "Where students want to go",
  title: (campus: string) => `Where ${campus} students want to go`,
  intro: "The trips students from this campus are looking for over the next 30 days, day by day.",
  explanation:
    "Counts of students whose ride alerts or searches found no trip. Shown from 3 students; updated hourly.",
  source: (name: string, academicYear: string) => `Break dates: ${name}, ${academicYear}`,
  breaksTitle: "Breaks in these 30 days",
  students: (count: number) => (count === 1 ? "1 student" : `${count} students`),
  cellLabel: (count: number, destination: string, day: string) =>
    `${count === 1 ? "1 student wants" : `${count} students want`} to go to ${destination} on ${day}`,
  tableCaption: (campus: string) => `Students wanting a ride from ${campus}, by day and destination`,
  tableRegion: "The board, day by day (scrolls sideways)",
  dayColumn: "Day",
  loading: "Loading where students want to go…",
  loadFailed: "Could not load this campus's board. Please try again.",
  notFound: "We don't know this campus.",
  chooseAnother: "Choose another campus",
  empty: "No trips wanted yet",
  emptyHint: "When at least 3 students look for the same trip on the same day, it shows here.",
  pickerLabel: "Campus",
  pickerButton: "Show board",
  campusesLoading: "Loading campuses…",
  campusesFailed: "Could not load the list of campuses.",
  choose: "Choose a campus to see where its students want to go.",
  offer: "Offer this trip",
  offerLabel: (destination: string, day: string) => `Offer this trip: to ${destination} on ${day}`,
  setAlert: "Set a ride alert",
  setAlertLabel: (destination: string, day: string) => `Set a ride alert: to ${destination} on ${day}`,
  alertSaved: "Alert saved",
  signInToOffer: "Driving home? Sign in to offer one of these trips.",
  signIn: "Sign in",
  driverLink: (campus: string) => `See where students at ${campus} want to go`,
  driverPick: "See where students want to go, campus by campus",
  homeTitle: "Where students are heading this month",
} as const;

/** Texts of the rider's search (docs/product/search.md). */
export const SEARCH_MESSAGES = {
  bothLocations: "Please enter both pickup and destination locations",
  passengers: "Passengers must be between 1 and 6.",
  date: "Please choose a date (YYYY-MM-DD).",
  datePast: "Please choose today or a later date.",
  noRides: "No rides found",
  tryAdjusting: "Try adjusting your search criteria",
  failed: "Failed to search for rides. Please try again.",
  tooLarge: `This search is too large: addresses may be at most ${LIMITS.address} characters.`,
  onTheWay: "On the way",
  feeIncluded: "per seat, CampusRide fee included",
  /** Paid to the driver at pickup: the driver's price, no fee. */
  paidAtPickup: "per seat, paid to the driver at pickup (no CampusRide fee)",
  /** The way of paying is not known yet. */
  perSeat: "per seat",
  samePlace: "Pickup and destination must be different places.",
  /** Rides go that day, but none with this many free seats on the rider's route. */
  fewerPassengers: (passengers: number) =>
    `No ride that day has ${passengers} free seats on your route. Try fewer passengers.`,
} as const;

/** Texts of round trips: a trip offered with its return, and both legs requested at once (docs/product/trips.md#round-trips). */
export const ROUND_TRIP_MESSAGES = {
  addReturn: "Add a return trip",
  addReturnHint: "Offer the drive back too: same car, seats, price and preferences, the places reversed.",
  returnDate: "Return date",
  returnTime: "Return time",
  returnDateMissing: "Please choose the date of the return trip.",
  returnTimeMissing: "Please choose the time of the return trip.",
  returnDateBeforeOutbound: "The return trip cannot leave before the trip out.",
  /** The return leaves at or before the outbound's estimated arrival. */
  returnBeforeArrival: "The return trip must leave after the trip out arrives.",
  returnTripTitle: "Return trip",
  outboundTripTitle: "Trip out",
  /** "Return trip: Orlando to Gainesville, Sun, Nov 30 at 5:00 PM" */
  returnTripLink: (route: string, when: string) => `Return trip: ${route}, ${when}`,
  outboundTripLink: (route: string, when: string) => `Trip out: ${route}, ${when}`,
  createdPair: "Your round trip was created: the trip out and its return.",
  /** Find a Ride's optional date of the way back. */
  returnOn: "Return on",
  returnOnHint: "Optional: also find rides back on this date.",
  returnDateBeforeDeparture: "The return date cannot be before the departure date.",
  outboundResults: "Rides out",
  returnResults: "Rides back",
  noReturnRides: "No rides back found on that date.",
  chooseReturn: "Choose this ride back",
  returnChosen: "Chosen as your ride back",
  /** The request screen's option: both legs in one step. */
  alsoRequestReturn: (when: string) => `Also request the return trip on ${when}`,
  returnNotOtherWay: "The return trip must go the other way: from this trip's destination back to its start.",
  returnNotAfter: "The return trip must leave after this trip.",
  returnSameRide: "Choose a different ride for the way back.",
  /** A refusal of the return leg: nothing was requested. */
  returnLegRefused: (reason: string) =>
    `The return trip could not be requested (${reason}). Nothing was requested.`,
  bothRequested: "Both legs requested: each is approved, paid and cancelled on its own.",
  returnBookingTitle: "Your return trip",
  openReturnBooking: "Open the return trip's booking",
} as const;

/** Texts of the driver license review (docs/product/admin.md#license-review). */
export const LICENSE_REVIEW_MESSAGES = {
  none: "Not uploaded",
  pending: `Pending review — verification takes about ${LICENSE_REVIEW_HOURS} hours`,
  verified: "Verified",
  rejected: "Not accepted",
  reasonRequired: "Please give the driver a reason.",
  reasonTooLong: "The reason must be 500 characters or fewer.",
  notPending: "This license is not waiting for review.",
  notFound: "No license upload found for this driver.",
  verifiedDone: "License verified.",
  rejectedDone: "License rejected.",
  queueEmpty: "No licenses waiting for review",
  queueLoadFailed: "Could not load the licenses waiting for review.",
  reasonLabel: "Reason",
  reupload: "Upload a new driver license",
  reuploadHint: "Upload a new photo or PDF of your license and it will be reviewed again.",
} as const;

/** Texts of reporting and blocking users, and of the admins' report queue. */
export const SAFETY_MESSAGES = {
  reportSent: "Thanks — our team will review this report.",
  reasonRequired: "Please choose a reason.",
  detailsTooLong: "Details must be 1000 characters or fewer.",
  reportSelf: "You cannot report yourself.",
  reportLimited: "You have sent many reports today. Please wait before sending another.",
  userNotFound: "User not found.",
  messageNotFound: "Message not found.",
  blockSelf: "You cannot block yourself.",
  blocked: "User blocked. You will no longer see each other's trips or requests.",
  unblocked: "User unblocked.",
  blockLimited: "Too many block changes. Please wait before trying again.",
  reportNotFound: "Report not found.",
  reportNotOpen: "This report has already been handled.",
  dismissed: "Report dismissed.",
  deactivateReasonRequired: "Please give a reason for deactivating the account.",
  deactivateReasonTooLong: "The reason must be 500 characters or fewer.",
  deactivateSelf: "You cannot deactivate your own account.",
  deactivateAdmin: "Admin accounts cannot be deactivated here.",
  alreadyDeactivated: "This account is already deactivated.",
  notDeactivated: "This account is not deactivated.",
  accountDeleted: "This account has been deleted.",
  deactivated: "Account deactivated. Its sessions were ended and its upcoming trips cancelled.",
  reactivated: "Account reactivated. The user can sign in again.",
  signInRefused:
    "This account has been deactivated after a review by our team. If you think this is a mistake, please contact us through the contact page.",
  queueEmpty: "No reports here",
  queueLoadFailed: "Could not load the reports.",
  blocksLoadFailed: "Could not load your blocked users.",
  noBlocks: "You have not blocked anyone.",
} as const;

/**
 * Women-only trips: what CampusRide does and does not verify, the student's one choice and
 * its review, and the driver's report of a rider who is not eligible.
 */
export const WOMEN_ONLY_MESSAGES = {
  /** What is and is not verified: on a women-only trip's pages and in the FAQ. */
  verification:
    "CampusRide verifies every student's .edu email and every driver's license. It does not verify gender: each rider says once, at sign-up or on their profile, whether they are a woman who wants women-only trips, any later change is reviewed by our team, and drivers can report a rider who is not eligible.",
  /** On a women-only trip's page and result card, for riders. */
  driverApproves:
    "Women-only trips are never booked instantly: the driver sees your profile and approves each request.",
  /** On a women-only trip's requests page, for its driver. */
  driverChecks:
    "Women-only trip: requests always wait for your approval. Look at each rider's profile first; if a rider is not eligible, report them and the request is rejected at the same time.",
  /** The trip form's hint beside 'Women only'. */
  tripFormHint:
    "Shown to and bookable by riders who ask for women-only trips on their profile. You approve every request yourself, even with instant booking.",
  signupChoice: "I am a woman and want to see and book women-only trips",
  signupHint:
    "You make this choice once (or later on your profile, if you leave it now); a change after that is reviewed by our team.",
  alreadyChosen:
    "You have already made your women-only trips choice. To change it, use 'Request a change' on your profile and our support team will review it.",
  changeRequested: "Your request was sent. Our support team will review it and update your profile.",
  changeRequestOpen: "You already asked for a change. Our support team will answer it soon.",
  notChosenYet:
    "You have not made your women-only trips choice yet: you can make it yourself on your profile.",
  changeDetailsTooLong: "Details must be 1000 characters or fewer.",
  notWomenOnlyTrip: "This trip is not women-only. Use 'Report' on the rider for any other problem.",
  reportedIneligible: "The request was rejected and the rider reported. Our team will review their profile.",
  adminChoiceRequired: "Please choose whether the student may book women-only trips.",
  adminSelf: "Another admin must review a change to your own women-only trips choice.",
  adminSet: "Women-only trips turned on for this student.",
  adminCleared:
    "Women-only trips turned off for this student. Their pending requests on women-only trips were withdrawn.",
} as const;

/** Texts of the Idempotency-Key header a create request may carry. */
export const IDEMPOTENCY_MESSAGES = {
  invalidKey: "The Idempotency-Key header must be 1 to 100 letters, digits, '-' or '_'.",
  keyReused: "This Idempotency-Key was already used for a different request. Send a new key.",
} as const;

/** Texts of the notification centre (the bell) and the email preferences on /profile. */
export const NOTIFICATION_MESSAGES = {
  title: "Notifications",
  /** The bell's accessible name: the unread count is part of it, never only a badge. */
  bellLabel: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : "Notifications"),
  unread: "Unread",
  empty: "No notifications yet",
  loading: "Loading notifications…",
  loadFailed: "Could not load your notifications.",
  loadMore: "Load more",
  markAllRead: "Mark all as read",
  markFailed: "Could not mark your notifications as read. Please try again.",
  close: "Close notifications",
  emailTitle: "Email notifications",
  inAppAlwaysOn:
    "In-app notifications (the bell at the top of the page) are always on. Choose which of them also come by email.",
  emailWhen: "Email me when:",
  emailSave: "Save email preferences",
  emailSaved: "Email preferences saved.",
  emailSaveFailed: "Could not save your email preferences",
  emailLoadFailed: "Could not load your email preferences.",
} as const;

/** Texts of a trip's live status (docs/product/ride-day.md#live-status). */
export const RIDE_DAY_MESSAGES = {
  title: "Trip day",
  notFound: "This trip was not found, or its day is not yours to follow.",
  driverOnly: "Only the trip's driver can set this status.",
  riderOnly: "Only a rider with a confirmed seat on this trip can set this status.",
  notOpenYet: `The status buttons open ${RIDE_DAY_OPENS_MINUTES / 60} hours before departure.`,
  opensAt: (time: string) =>
    `The status buttons open at ${time}, ${RIDE_DAY_OPENS_MINUTES / 60} hours before departure.`,
  completed: "This trip is completed: its status can no longer change.",
  cancelled: "This trip was cancelled: its status can no longer change.",
  tooManyLate: `You can announce you are running late at most ${MAX_DRIVER_LATE_TIMES} times for one trip.`,
  tooMuchLate: (left: number) =>
    `A trip can be delayed by at most ${MAX_DRIVER_LATE_MINUTES} minutes in all: ${left} minutes are left.`,
  statusRequired: "Choose a status.",
  minutesRequired: `Choose how many minutes late: ${RUNNING_LATE_STEPS.join(", ")}.`,
  minutesOnlyWhenLate: "Minutes are given only when running late.",
  loading: "Loading the trip's status…",
  loadFailed: "Could not load the trip's status.",
  saveFailed: "Could not send your status. Please try again.",
  leavesAt: (time: string) => `Leaves at ${time}`,
  movedFrom: (minutes: number) => `${minutes} min later than planned`,
  lateChoice: "How late?",
  lateMinutes: (minutes: number) => `+${minutes} min`,
  cancelLate: "Never mind",
  timelineTitle: "What happened so far",
  timelineEmpty: "Nothing yet today.",
  checkedIn: "You told your driver you are at the pickup.",
  lateUsedUp: `You have already announced running late ${MAX_DRIVER_LATE_TIMES} times, or ${MAX_DRIVER_LATE_MINUTES} minutes in all.`,
  /** A timeline entry: who did what (the actor's and the rider's first names). */
  entry: {
    on_my_way: (actor: string) => `${actor} is on the way to the pickup`,
    driver_running_late: (actor: string, _rider: string, minutes: number) =>
      `${actor} is running ${minutes} min late`,
    at_pickup: (actor: string) => `${actor} is at the pickup`,
    rider_here: (_actor: string, rider: string) => `${rider} is at the pickup`,
    rider_running_late: (_actor: string, rider: string, minutes: number) =>
      `${rider} is running ${minutes} min late`,
    started: (actor: string) => `${actor} started the trip`,
    picked_up: (actor: string, rider: string) => `${actor} picked up ${rider}`,
    no_show: (_actor: string, rider: string) => `${rider} was marked as a no-show`,
    dropped_off: () => "The trip is finished",
    driver_no_show: (actor: string) => `${actor} reported that the driver did not come`,
  },
  statusLabels: {
    scheduled: "Scheduled",
    on_my_way: "Driver on the way",
    driver_running_late: "Driver running late",
    at_pickup: "Driver at the pickup",
    started: "On the road",
    completed: "Completed",
    cancelled: "Cancelled",
  },
  buttons: {
    on_my_way: "On my way",
    driver_running_late: "Running late",
    at_pickup: "At the pickup",
    rider_here: "I'm here",
    rider_running_late: "Running late",
  },
  /** Confirmations after a tap: who was told. */
  sent: {
    on_my_way: "Your riders know you are on your way.",
    driver_running_late: "Your riders know you are running late and when you now leave.",
    at_pickup: "Your riders know you are at the pickup.",
    rider_here: "Your driver knows you are at the pickup.",
    rider_running_late: "Your driver knows you are running late.",
  },
} as const;

/** Push notifications: /profile's switch and preferences, the API's answers (docs/product/ride-day.md). */
export const PUSH_MESSAGES = {
  title: "Push notifications",
  deviceSwitch: "Push notifications on this device",
  deviceHint: "Your phone or computer shows them even when CampusRide is closed.",
  unsupported:
    "This browser cannot show push notifications. On an iPhone, add CampusRide to your Home Screen first.",
  denied:
    "Notifications are blocked for CampusRide in this browser's settings. Allow them there to turn this on.",
  switchFailed: "Could not change push notifications on this device. Please try again.",
  pushWhen: "Push to my devices when:",
  save: "Save push preferences",
  saved: "Push preferences saved.",
  badEndpoint: "This is not a push service address this browser could have given.",
  badKeys: "The subscription's keys are not valid.",
  notFound: "No such push subscription on your account.",
} as const;

/** Texts of two-factor authentication: the /profile card, the sign-in code step, /two-factor-confirmation. */
export const TWO_FACTOR_MESSAGES = {
  title: "Two-factor authentication",
  // /two-factor-confirmation
  confirmationTitle: "Authentication Successful!",
  confirmationBody: "Your account is now secured with two-factor authentication.",
  confirmationRedirect: "Taking you home…",
  statusOn: "Two-factor authentication is on. Signing in asks for a code from your authenticator app.",
  statusOff: "Add a second step to signing in: a 6-digit code from an authenticator app on your phone.",
  enable: "Set up two-factor authentication",
  /** Left to us: setting it up confirms the password, which a Google-only account has not. */
  needsPassword:
    "Your account signs in with Google and has no password here. Two-factor authentication is set up with a password; Google's own 2-Step Verification protects your Google sign-in.",
  disable: "Turn off two-factor authentication",
  passwordLabel: "Current password",
  passwordHint: "To protect your account, confirm it is you.",
  continue: "Continue",
  cancel: "Cancel",
  scanQr: "Scan this QR code with your authenticator app, or enter the key by hand.",
  qrLabel: "QR code for your authenticator app",
  manualKey: "Key",
  confirmCode: "Confirm",
  codeLabel: "Authentication code",
  codeHint: "The 6-digit code your authenticator app shows.",
  backupCodeLabel: "Backup code",
  backupCodeHint: "One of the backup codes you saved when you set up two-factor authentication.",
  useBackupCode: "Use a backup code",
  useAppCode: "Use a code from your authenticator app",
  verify: "Verify",
  codeStepTitle: "Two-factor authentication",
  codeStepBody: "Enter the code from your authenticator app to finish signing in.",
  backupCodesTitle: "Your backup codes",
  backupCodesBody:
    "Each code signs you in once if you lose your phone. Save them somewhere safe: they are shown only now.",
  copyCodes: "Copy codes",
  copied: "Copied",
  downloadCodes: "Download codes",
  done: "I saved my codes",
  disabled: "Two-factor authentication is off.",
  // refusals
  codeInvalid: "That code is not correct. Check your authenticator app and try again.",
  codeFormat: "Enter the 6-digit code from your authenticator app.",
  codeUsed: "That code was already used. Wait for your app to show a new one.",
  backupCodeInvalid: "That backup code is not correct or was already used.",
  backupCodeFormat: "Enter one of your backup codes.",
  locked: "Too many incorrect codes. Two-factor sign-in is locked for 15 minutes.",
  challengeOver: "Too many incorrect codes for this sign-in. Please sign in again.",
  challengeExpired: "Your sign-in has expired. Please sign in again.",
  alreadyEnabled: "Two-factor authentication is already on.",
  notEnabled: "Two-factor authentication is not on for this account.",
  wrongPassword: "The password is not correct.",
  loadFailed: "Could not load your two-factor authentication status.",
} as const;

/** The "Active sessions" card on /profile and its API (GET/POST/DELETE /api/me/sessions). */
export const SESSION_MESSAGES = {
  title: "Active sessions",
  intro:
    "The browsers signed in to your account. A session ends after 7 days without use, and 30 days after signing in at the latest.",
  loading: "Loading your sessions…",
  loadFailed: "Could not load your sessions.",
  empty: "No other browser is signed in to your account.",
  thisDevice: "This device",
  signedIn: (when: string) => `Signed in ${when}`,
  lastActive: (when: string) => `last active ${when}`,
  signOut: "Sign out",
  signOutLabel: (device: string) => `Sign out ${device}`,
  signOutOthers: "Sign out other sessions",
  confirmTitle: "Sign out other sessions?",
  confirmBody:
    "Every other browser signed in to your account will have to sign in again. This one stays signed in.",
  confirm: "Sign out others",
  cancel: "Cancel",
  signedOutOne: "That session was signed out.",
  signedOutOthers: (count: number) =>
    count === 1 ? "1 other session was signed out." : `${count} other sessions were signed out.`,
  revokeFailed: "Could not sign that session out. Please try again.",
  notFound: "Session not found.",
} as const;

/** Messages between a rider and a ride's driver: the API's answers and the screens' texts. */
export const CONVERSATION_MESSAGES = {
  notFound: "Conversation not found.",
  bodyRequired: "Please write a message.",
  bodyTooLong: `Your message must be ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters or fewer.`,
  tooLongMasked: "Your message is too long once contact details are hidden — please shorten it.",
  ownRide: "This is your own ride: riders ask you their questions here.",
  onlyRiders: "Only riders can message a ride's driver.",
  notARider: "This student has no request on your ride.",
  blocked: "You can't message this student.",
  accountClosed: "This student's account is closed: the conversation is read-only.",
  rateLimitedMinute: "You're sending messages too quickly. Please wait a minute and try again.",
  rateLimitedDay: "You've reached today's message limit. Please try again tomorrow.",
  maskedNotice:
    "Phone numbers, email addresses, payment and social media handles are hidden in messages to keep everyone safe; once the driver approves a seat, each of you sees the other's phone here.",
  maskedEarlierNotice:
    "Contact details written before the seat was approved stay hidden in those messages; use the phone number above.",
  maskedMark: "Contact details hidden",
  phoneShared: (phone: string) => `Phone: ${phone}`,
  askDriver: "Ask the driver",
  askPlaceholder: "Ask about pickup, luggage or the route…",
  send: "Send",
  sending: "Sending…",
  sendFailed: "Your message could not be sent. Please try again.",
  inboxTitle: "Messages",
  inboxEmpty: "No messages yet. Ask a driver a question from a ride's page.",
  loadFailed: "Could not load your messages. Please try again.",
  threadLoadFailed: "Could not load this conversation. Please try again.",
  threadEmpty: "No messages yet. Say hello!",
  message: "Message",
  messageWith: (name: string) => `Message ${name}`,
  linkLabel: (unread: number) => (unread > 0 ? `Messages, ${unread} unread` : "Messages"),
  characterCount: (count: number) =>
    `${count.toLocaleString("en-US")} / ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")}`,
  unreadLabel: (count: number) => `${count} unread`,
  openFailed: "Could not open the conversation. Please try again.",
  backToInbox: "All messages",
  readOnly: "You can no longer send messages in this conversation.",
  you: "You",
} as const;

export const CAMPUS_DEMAND_MESSAGES = {
  campusNotFound: "We don't know this campus. Pick one from the list.",
  slug: "Please choose a campus.",
} as const;
