/**
 * Texts of the rider's booking screens that are the web's own wording. The catalogue's texts
 * are in the shared catalogue, @campusride/shared/messages.
 */
export const BOOKING_TEXT = {
  loadingRide: "Loading ride details…",
  loadingRides: "Loading your rides…",
  loadingBooking: "Loading your booking…",
  sending: "Sending…",
  seatsLabel: "Seats",
  bagsLabel: "Bags",
  bagsHint: "Up to 3 bags.",
  noSeatsLeft: "This ride has no seats left.",
  ownRideNote: "This is your own ride: riders request seats on it from their dashboard.",
  upcomingTab: "Upcoming Rides",
  pastTab: "Past & Cancelled",
  findRide: "Find a Ride",
  cancelRequest: "Cancel",
  /** Withdrawing a request the driver has not answered. */
  cancelPending: {
    title: "Cancel this ride request?",
    body: "The driver is told you withdrew it. You can send a new request while seats are left.",
    keep: "Keep Request",
    confirm: "Cancel Request",
  },
  /** Cancelling a confirmed seat: refunded per the Terms. */
  cancelSeat: {
    title: "Cancel this booking?",
    body: "The driver is told you cancelled, and your seat is given back to the trip.",
    keep: "Keep Booking",
    confirm: "Cancel Booking",
  },
  processing: "Processing...",
  viewDetails: "View details",
  noBookingChosen: "No booking was chosen. Open one from My Rides to see its summary.",
  bookingNotFound: "This booking was not found. It may belong to another account.",
  bookingLoadFailed: "Failed to load this booking. Please try again.",
  awaitingDriver: "This request is waiting for the driver's answer.",
  /** Instead of what to pay, for a request that will not ride. */
  nothingToPay: {
    rejected: "The driver did not accept this request. There is nothing to pay.",
    cancelled: "You cancelled this request. There is nothing to pay.",
    rideCancelled: "The driver cancelled this trip. There is nothing to pay.",
    expired:
      "The driver did not answer this request in time, so it expired. There is nothing to pay, and you can request the trip again.",
  },
  myRides: "Go to My Rides",
  /** Once the seat is confirmed: the driver's phone, for the pickup. */
  driverPhone: "Driver's phone:",
  seeMyRides: "See your request in My Rides",
} as const;
