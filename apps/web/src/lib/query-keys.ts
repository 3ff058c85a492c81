/**
 * Every TanStack Query key of the app, in one place: features do not import each other,
 * yet one feature's change refreshes another's reads (a review refreshes a profile, a live
 * event a dozen lists), so the keys are named here and nowhere else. The first part of a
 * key is its area: invalidating it invalidates everything under it.
 *
 * The signed-in user's own profile (GET /api/me) is read by the account screens and
 * changed by the profile's edits.
 */
export const meQueryKey = ["me"] as const;

/** The browser's session (signed in or not) and how the account signs in. */
export const sessionQueryKey = ["session"] as const;
export const signInMethodsQueryKey = ["sign-in-methods"] as const;

/** The account's other browsers; what deleting the account needs; the emergency contact's confirmation. */
export const activeSessionsQueryKey = [...meQueryKey, "sessions"] as const;
export const deletionRequirementsQueryKey = [...meQueryKey, "deletion"] as const;
export const contactConfirmationQueryKey = [...meQueryKey, "emergency-contact", "confirmation"] as const;

/** Earnings and spending (GET /api/me/summary): trips and requests change them. */
export const summaryQueryKey = [...meQueryKey, "summary"] as const;

/**
 * The driver's trips and their requests: changed by the trip screens (create, edit,
 * complete, cancel, approve, reject) and read by the dashboard and the requests page.
 */
export const ridesQueryKeys = {
  all: ["rides"] as const,
  /** Both scopes of the driver's trips. */
  mineAll: ["rides", "mine"] as const,
  mine: (scope: "upcoming" | "past") => ["rides", "mine", scope] as const,
  detail: (rideId: string) => ["rides", "detail", rideId] as const,
  requests: (rideId: string) => ["rides", "requests", rideId] as const,
  /** A trip's day (its live status and timeline): its driver's and approved riders' view. */
  day: (rideId: string) => ["rides", "day", rideId] as const,
};

/**
 * The driver's weekly series and a series' upcoming trips: changed by the series' own
 * edits and cancel, and by its trips' changes (a cancelled trip leaves its list).
 */
export const rideSeriesQueryKeys = {
  all: ["ride-series"] as const,
  mine: ["ride-series", "mine"] as const,
  detail: (seriesId: string) => ["ride-series", "detail", seriesId] as const,
};

/**
 * The dashboards' Today card (GET /api/today): the trip's time, riders and status change it,
 * so the trip and booking events refresh it (notifications/hooks/live-invalidation.ts).
 */
export const todayQueryKey = ["today"] as const;

/**
 * Ride searches (POST /api/search), one entry per criteria: a seat request or its
 * cancellation changes the seats they show.
 */
export const searchQueryKey = ["search"] as const;

/**
 * The rider's requests (My Rides, a booking's confirmation): changed by Request a Ride and
 * by the rider's cancel, read by the rider dashboard's My Rides tab and the booking pages.
 */
export const bookingsQueryKeys = {
  all: ["bookings"] as const,
  /** Both scopes of the rider's requests. */
  mineAll: ["bookings", "mine"] as const,
  mine: (scope: "upcoming" | "past") => ["bookings", "mine", scope] as const,
  detail: (bookingId: string) => ["bookings", "detail", bookingId] as const,
};

/** The rider's saved ride alerts; a ride_alert event refreshes them. */
export const rideAlertsQueryKey = ["ride-alerts"] as const;

/** The admin's queue of driver licenses waiting for review. */
export const pendingLicensesQueryKey = ["admin", "licenses"] as const;

/** The admin's inbox of contact messages. */
export const contactInboxQueryKeys = {
  all: ["admin", "messages"] as const,
  list: (filter: string) => ["admin", "messages", "list", filter] as const,
  one: (id: string) => ["admin", "messages", "one", id] as const,
};

/** The admin's reports, by status. */
export const reportsQueryKeys = {
  all: ["admin", "reports"] as const,
  byStatus: (status: string) => ["admin", "reports", status] as const,
};

/**
 * The notification centre's queries: the list (whose first page carries the unread
 * count the bell shows) and the email preferences. The live stream and the mark-read
 * mutation change the list; reading a message thread reads its message notification
 * too, so the messages feature refreshes it.
 */
export const notificationsQueryKeys = {
  all: ["notifications"] as const,
  list: ["notifications", "list"] as const,
  preferences: ["notifications", "preferences"] as const,
};

/**
 * The messages' queries, all under ["messages"]: a message notification and a message's
 * live change (notifications/hooks/live-invalidation.ts) read them all again.
 */
export const messagesQueryKeys = {
  all: ["messages"] as const,
  list: ["messages", "list"] as const,
  unread: ["messages", "unread"] as const,
  thread: (conversationId: string) => ["messages", "thread", conversationId] as const,
};

/**
 * Reviews, all under ["reviews"] (a new review and a review_received event read them all
 * again), the public profile's too: its rating changes with them.
 */
export const reviewsQueryKeys = {
  all: ["reviews"] as const,
  ride: (rideId: string) => ["reviews", "ride", rideId] as const,
  profile: (userId: string) => ["reviews", "profile", userId] as const,
  publicProfile: (userId: string) => ["reviews", "public-profile", userId] as const,
};

/** The students the user blocked: blocking changes trips and searches too. */
export const blocksQueryKey = ["blocks"] as const;

/** A trip shared by its link (the public page). */
export const sharedTripQueryKey = (token: string) => ["shared-trip", token] as const;

/** Places: look-ups by what was typed, and by id; and routes between two. */
export const placesQueryKeys = {
  all: ["places"] as const,
  details: (placeId: string) => ["places", "details", placeId] as const,
};
export const routeQueryKey = (input: object) => ["routes", input] as const;

/**
 * Money: a booking's payment is changed by the rider's cancel (bookings), the
 * driver's answers and no-shows (rides) and read by the payments screens; the driver's
 * payouts change with a completed trip.
 */
export const paymentsQueryKeys = {
  all: ["payments"] as const,
  booking: (bookingId: string) => ["payments", "booking", bookingId] as const,
  payouts: ["payments", "payouts"] as const,
};

/** How this CampusRide takes payment: it does not change while the app runs. */
export const paymentConfigQueryKey = ["payment-config"] as const;

/**
 * A campus's demand board (GET /api/campuses/:slug/demand): counts as of the last full
 * hour, so nothing but time changes it.
 */
export const campusDemandQueryKey = (slug: string) => ["campus-demand", slug] as const;

/** The campuses the demand board knows (GET /api/campuses): fixed while the app runs. */
export const campusesQueryKey = ["campuses"] as const;
