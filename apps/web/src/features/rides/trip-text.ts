import { LIMITS } from "@campusride/shared/limits";
import { seatsText } from "../../lib/trip-format.ts";

/**
 * Texts of the driver's screens that are the web's own wording. The catalogue's texts
 * are in the shared catalogue, @campusride/shared/messages.
 */
export const TRIP_TEXT = {
  timeHint: "Saved in 24-hour time (14:30); your device may show it as 2:30 PM",
  noTripInfo: "Choose both places to see the distance, estimated time and suggested price.",
  calculatingRoute: "Calculating route…",
  licenseTitle: "Your driver license needs to be verified",
  licenseFix: "Go to My Profile",
  noVehicle: "No vehicle on your profile yet.",
  completeTitle: "Mark this trip as completed?",
  completeBody: "It moves to your past trips and counts towards your earnings.",
  cancelTitle: "Cancel this trip?",
  cancelBody: "Riders who asked for a seat will see 'Ride Cancelled'. This cannot be undone.",
  keepTrip: "Keep Trip",
  processing: "Processing...",
  preparingConfirm: "Working out the distance and suggested price for your trip…",
  takeSuggestion: (place: string) => `Use ${place}`,
  routeInfoNone: "All your trips already have their distance and time.",
  noRequests: "No requests here yet.",
  tripUpdated: "Trip updated.",
  closedRequests: "Requests closed",
  closedRequestsNote: "This trip is no longer active: its requests can no longer be answered.",
  completed: "Marked completed:",
  cancelled: "Cancelled:",
  approvedRequest: (name: string) => `${name}'s request is approved.`,
  rejectedRequest: (name: string) => `${name}'s request is rejected.`,
  // no-shows
  markNoShow: "Mark no-show",
  noShowTitle: "Mark this rider as a no-show?",
  noShowQuestion: (name: string) =>
    `Mark ${name} as not at the pickup? Their seat counts as ridden: you keep its price. This cannot be undone.`,
  noShow: "No-show",
} as const;

/** 'Route info updated for N trips.' */
export function routeInfoDone(count: number): string {
  return count === 0
    ? TRIP_TEXT.routeInfoNone
    : `Route info updated for ${count} ${count === 1 ? "trip" : "trips"}.`;
}

/** The Reject dialog's question, worded as the Approve dialog's. */
export function rejectQuestion(name: string, seats: number): string {
  return `Are you sure you want to reject ${name}'s request for ${seatsText(seats)}?`;
}

/** The seats hint of the edit page: never fewer than the seats already approved. */
export function seatsRangeHint(approved: number): string {
  const min = Math.max(approved, LIMITS.driverSeats.min);
  return approved > 0
    ? `${min} to ${LIMITS.driverSeats.max}: ${approved} already approved.`
    : `${min} to ${LIMITS.driverSeats.max}.`;
}
