import { formatCents } from "@campusride/shared/domain/money";
import type { RiderBooking } from "@campusride/shared/schemas/bookings";
import { PreferenceBadges } from "../../../components/ui/preference-badges.tsx";
import { TripFacts } from "../../../components/ui/trip-facts.tsx";
import { TripRoute } from "../../../components/ui/trip-route.tsx";
import { seatsText } from "../../../lib/trip-format.ts";
import { bookingFacts } from "../booking-facts.ts";
import { priceBreakdown } from "../booking-price.ts";
import { riderStatusOf } from "../rider-status.ts";
import { BookingStatusBadge } from "./booking-status-badge.tsx";

/**
 * A booking as the rider checks it: route, day and time, driver and car, seats and bags,
 * its status ('Ride Cancelled' first), and the price: the driver's price × seats, CampusRide's fee, the total.
 */
export function BookingDetails({ booking }: { booking: RiderBooking }) {
  const { ride } = booking;
  const price = priceBreakdown(booking);
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
      {booking.notes ? (
        <div>
          <h3 className="text-xs font-medium text-slate-600">Your notes for the driver</h3>
          <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900">{booking.notes}</p>
        </div>
      ) : null}
      <div>
        <h3 className="text-base font-semibold text-slate-900">Price</h3>
        <dl className="mt-2 divide-y divide-slate-200 text-sm">
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-slate-700">
              Driver's price: {formatCents(price.driverPerSeatCents)} × {seatsText(booking.seatsRequested)}
            </dt>
            <dd className="font-semibold text-slate-900">{formatCents(price.driverTotalCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-slate-700">CampusRide fee</dt>
            <dd className="font-semibold text-slate-900">{formatCents(price.feeCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 py-2 text-base">
            <dt className="font-semibold text-slate-900">Total</dt>
            <dd className="font-bold text-slate-900">{formatCents(price.totalCents)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
