import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import type { BookingScope } from "@campusride/shared/schemas/bookings";
import { CalendarX } from "lucide-react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { useOutcome } from "../../../components/ui/outcome-message.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { paths } from "../../../config/paths.ts";
import { useMyBookings } from "../api/get-my-bookings.ts";
import { BOOKING_TEXT } from "../booking-text.ts";
import { BookingCard } from "./booking-card.tsx";

/** The rider's upcoming or past & cancelled requests, with loading, error and empty states. */
export function BookingList({ scope }: { scope: BookingScope }) {
  const bookings = useMyBookings(scope);
  const { message, setOutcome } = useOutcome();
  if (bookings.isPending) return <Spinner label={BOOKING_TEXT.loadingRides} />;
  if (bookings.isError && !bookings.data) {
    return (
      <Alert tone="error">
        <p>{BOOKING_MESSAGES.loadFailed}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void bookings.refetch()}>
          {BOOKING_TEXT.tryAgain}
        </Button>
      </Alert>
    );
  }
  const list = bookings.data.bookings;
  if (list.length === 0) {
    return (
      <div className="space-y-4">
        {message}
        <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
          <CalendarX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <p className="mt-3 text-lg font-semibold text-slate-800">
            {scope === "upcoming" ? BOOKING_MESSAGES.noUpcoming : BOOKING_MESSAGES.noPast}
          </p>
          <ButtonLink to={paths.rider} className="mt-5">
            {BOOKING_TEXT.findRide}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {message}
      <ul
        className="space-y-4"
        aria-label={scope === "upcoming" ? BOOKING_TEXT.upcomingTab : BOOKING_TEXT.pastTab}
      >
        {list.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} onOutcome={setOutcome} />
          </li>
        ))}
      </ul>
    </div>
  );
}
