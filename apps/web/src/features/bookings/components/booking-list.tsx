import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import type { BookingScope } from "@campusride/shared/schemas/bookings";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { EmptyList, KeptDataNote, LoadFailed, NotLoadedYet } from "../../../components/ui/list-states.tsx";
import { useOutcome } from "../../../components/ui/outcome-message.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { paths } from "../../../config/paths.ts";
import { useMyBookings } from "../api/get-my-bookings.ts";
import { BOOKING_TEXT } from "../booking-text.ts";
import { BookingCard } from "./booking-card.tsx";
import type { CancelTerms } from "./cancel-booking-button.tsx";

/**
 * The rider's upcoming or past & cancelled requests, with loading, error and empty states;
 * offline, what was loaded stays with a note, and an unread list says it could not load.
 */
export function BookingList({ scope, cancelTerms }: { scope: BookingScope; cancelTerms?: CancelTerms }) {
  const bookings = useMyBookings(scope);
  const { message, setOutcome } = useOutcome();
  if (bookings.isPending) {
    return <NotLoadedYet query={bookings} loading={<Spinner label={BOOKING_TEXT.loadingRides} />} />;
  }
  if (bookings.isError && !bookings.data) {
    return <LoadFailed message={BOOKING_MESSAGES.loadFailed} onRetry={() => void bookings.refetch()} />;
  }
  const list = bookings.data.bookings;
  if (list.length === 0) {
    return (
      <div className="space-y-4">
        {message}
        <KeptDataNote query={bookings} />
        <EmptyList
          message={scope === "upcoming" ? BOOKING_MESSAGES.noUpcoming : BOOKING_MESSAGES.noPast}
          action={<ButtonLink to={paths.rider}>{BOOKING_TEXT.findRide}</ButtonLink>}
        />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {message}
      <KeptDataNote query={bookings} />
      <ul
        className="space-y-4"
        aria-label={scope === "upcoming" ? BOOKING_TEXT.upcomingTab : BOOKING_TEXT.pastTab}
      >
        {list.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} cancelTerms={cancelTerms} onOutcome={setOutcome} />
          </li>
        ))}
      </ul>
    </div>
  );
}
