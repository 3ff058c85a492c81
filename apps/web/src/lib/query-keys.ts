/**
 * Query keys that more than one feature touches. The signed-in user's own profile
 * (GET /api/me) is read by the account screens and changed by the profile's edits, and
 * features do not import each other, so its key lives here.
 */
export const meQueryKey = ["me"] as const;

/** Earnings and spending (GET /api/me/summary): trips and requests change them. */
export const summaryQueryKey = [...meQueryKey, "summary"] as const;

/**
 * The driver's trips and their requests: changed by the trip screens (create, edit,
 * complete, cancel, approve, reject) and read by the dashboard and the requests page.
 */
export const ridesQueryKeys = {
  all: ["rides"] as const,
  mine: (scope: "upcoming" | "past") => ["rides", "mine", scope] as const,
  detail: (rideId: string) => ["rides", "detail", rideId] as const,
  requests: (rideId: string) => ["rides", "requests", rideId] as const,
};

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
  mine: (scope: "upcoming" | "past") => ["bookings", "mine", scope] as const,
  detail: (bookingId: string) => ["bookings", "detail", bookingId] as const,
};

/** The admin's queue of driver licenses waiting for review. */
export const pendingLicensesQueryKey = ["admin", "licenses"] as const;

/**
 * The bell's list (the notifications feature's own key, ["notifications", "list"]): reading
 * a message thread reads its message notification too, so the messages feature refreshes it.
 */
export const notificationsQueryKey = ["notifications", "list"] as const;

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
