import type { NotificationType } from "@campusride/shared/domain/notifications";
import type { Notification, StreamChange, StreamRides } from "@campusride/shared/schemas/notifications";
import type { Query, QueryClient, QueryKey } from "@tanstack/react-query";
import {
  bookingsQueryKeys,
  meQueryKey,
  messagesQueryKeys,
  notificationsQueryKeys,
  reviewsQueryKeys,
  rideAlertsQueryKey,
  rideSeriesQueryKeys,
  ridesQueryKeys,
  searchQueryKey,
  summaryQueryKey,
  todayQueryKey,
} from "../../../lib/query-keys.ts";

/** Both scopes (upcoming and past) of the driver's trips and of the rider's requests. */
const DRIVER_RIDES = ridesQueryKeys.mineAll;
const RIDER_BOOKINGS = bookingsQueryKeys.mineAll;
const MESSAGES = messagesQueryKeys.all;
/** The dashboards' Today card: the trip's time, its riders, its day's status. */
const TODAY = todayQueryKey;

/** The queries an event changes, beside the notification list itself. */
function keysChangedBy({ type, rideId, bookingId }: Notification): QueryKey[] {
  const riderBooking = bookingId ? [bookingsQueryKeys.detail(bookingId)] : [];
  // the account's own events (the license's review) have no trip
  if (rideId === null) return type === "license_verified" || type === "license_rejected" ? [meQueryKey] : [];
  const byType: Record<NotificationType, QueryKey[]> = {
    // the driver's side: the dashboard's trips (seat counts) and that trip's requests
    booking_requested: [DRIVER_RIDES, ridesQueryKeys.requests(rideId), ridesQueryKeys.detail(rideId)],
    booking_cancelled: [DRIVER_RIDES, ridesQueryKeys.requests(rideId), ridesQueryKeys.detail(rideId), TODAY],
    // the rider's side: My Rides and that booking
    booking_approved: [RIDER_BOOKINGS, ...riderBooking, TODAY],
    booking_rejected: [RIDER_BOOKINGS, ...riderBooking],
    ride_time_changed: [
      RIDER_BOOKINGS,
      ...riderBooking,
      ridesQueryKeys.detail(rideId),
      searchQueryKey,
      TODAY,
    ],
    ride_cancelled: [RIDER_BOOKINGS, ...riderBooking, ridesQueryKeys.detail(rideId), searchQueryKey, TODAY],
    ride_completed: [RIDER_BOOKINGS, ...riderBooking, summaryQueryKey, TODAY],
    // a reminder reaches both sides and changes nothing but the bell
    ride_reminder: [],
    booking_expired: [RIDER_BOOKINGS, ...riderBooking],
    // messages, ride alerts and reviews: their own lists (the messages inbox, ride alerts, reviews)
    message_received: [MESSAGES],
    ride_alert: [rideAlertsQueryKey],
    review_received: [reviewsQueryKeys.all],
    // the profile's license status, which the driver's dashboard and create form read
    license_verified: [meQueryKey],
    license_rejected: [meQueryKey],
    // the trip's day: both sides' views of the trip and the booking
    ride_day_status: [
      RIDER_BOOKINGS,
      ...riderBooking,
      DRIVER_RIDES,
      ridesQueryKeys.detail(rideId),
      ridesQueryKeys.day(rideId),
      TODAY,
    ],
    no_show_marked: [RIDER_BOOKINGS, ...riderBooking],
    no_show_dispute_decided: [RIDER_BOOKINGS, ...riderBooking],
    driver_no_show: [DRIVER_RIDES, ridesQueryKeys.requests(rideId), ridesQueryKeys.detail(rideId), TODAY],
    pickup_proposal_answered: [RIDER_BOOKINGS, ...riderBooking],
  };
  return byType[type];
}

/** A notification arrived: the bell and whatever the event changed are read again. */
export function invalidateForNotification(queryClient: QueryClient, notification: Notification): void {
  for (const queryKey of [notificationsQueryKeys.list, ...keysChangedBy(notification)]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** The queries that may show a trip's seats, time or status: searches, trips, bookings, today's trips, a series' trips. */
const RIDE_VIEWS = new Set<unknown>([
  searchQueryKey[0],
  ridesQueryKeys.all[0],
  bookingsQueryKeys.all[0],
  todayQueryKey[0],
  rideSeriesQueryKeys.all[0],
]);

/**
 * Whether a query shows one of these rides: its key names one (a trip's page, its
 * requests), or its answer holds one (a search's cards, My Rides, the driver's trips).
 */
function showsAnyRide(query: Query, rideIds: ReadonlySet<string>): boolean {
  if (!RIDE_VIEWS.has(query.queryKey[0])) return false;
  if (query.queryKey.some((part) => typeof part === "string" && rideIds.has(part))) return true;
  const data = query.state.data;
  if (data === undefined) return false;
  const text = JSON.stringify(data);
  for (const rideId of rideIds) if (text.includes(rideId)) return true;
  return false;
}

/**
 * Something the user did in another tab (a trip created): the driver's trips are read
 * again; a message in one of the user's threads (either side's): the messages' queries.
 */
export function invalidateForChange(queryClient: QueryClient, change: StreamChange): void {
  void queryClient.invalidateQueries({ queryKey: change.change === "message" ? MESSAGES : DRIVER_RIDES });
}

/**
 * Trips whose seats, time or status changed (anyone's doing): the views showing one of
 * them are read again (the search's cards, a trip's page, My Rides, the driver's trips).
 */
export function invalidateForRides(queryClient: QueryClient, { rideIds }: StreamRides): void {
  const changed = new Set(rideIds);
  void queryClient.invalidateQueries({ predicate: (query) => showsAnyRide(query, changed) });
}

/**
 * The stream is back after a gap: events may have been missed (a `change` is never
 * replayed, and a reconnect can outrun the replay), so everything it keeps fresh is read again once.
 */
export function invalidateAfterGap(queryClient: QueryClient): void {
  for (const queryKey of [
    notificationsQueryKeys.all,
    ridesQueryKeys.all,
    bookingsQueryKeys.all,
    searchQueryKey,
    MESSAGES,
    meQueryKey,
    TODAY,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
