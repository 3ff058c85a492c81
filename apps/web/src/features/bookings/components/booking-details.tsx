import type { RiderBooking } from "@campusride/shared/schemas/bookings";
import { PreferenceBadges } from "../../../components/ui/preference-badges.tsx";
import { TripFacts } from "../../../components/ui/trip-facts.tsx";
import { TripNotes } from "../../../components/ui/trip-notes.tsx";
import { TripRoute } from "../../../components/ui/trip-route.tsx";
import { bookingFacts } from "../booking-facts.ts";
import { hasConfirmedSeat, riderStatusOf } from "../rider-status.ts";
import { BookingStatusBadge } from "./booking-status-badge.tsx";

/**
 * A booking as the rider checks it: route, day and time, driver and car, seats and bags,
 * its status ('Ride Cancelled' first), and until the seat is confirmed the driver's notes. What it costs comes from its payment (the
 * payments feature's breakdown, beside it on the screen).
 */
export function BookingDetails({ booking }: { booking: RiderBooking }) {
  const { ride } = booking;
  return (
    <section
      aria-labelledby="booking-title"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="booking-title" className="min-w-0 text-xl font-semibold break-words text-slate-900">
          <TripRoute from={ride.departureCity} to={ride.destinationCity} />
        </h2>
        <BookingStatusBadge status={riderStatusOf(booking)} />
      </div>
      <PreferenceBadges trip={ride} />
      <TripFacts facts={bookingFacts(booking)} />
      {/* a confirmed seat has them apart, as its pick-up details */}
      {hasConfirmedSeat(booking) ? null : <TripNotes notes={ride.notes} />}
      {booking.notes ? (
        <div>
          <h3 className="text-xs font-medium text-slate-600">Your notes for the driver</h3>
          <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900">{booking.notes}</p>
        </div>
      ) : null}
    </section>
  );
}
