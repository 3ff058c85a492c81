import { useParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { BookingConfirmation } from "../../features/bookings/components/booking-confirmation.tsx";

/** /dashboard/ride-confirmation/:id: one of the rider's bookings with its price breakdown. */
export default function RideConfirmationPage() {
  const { id = "" } = useParams();
  return (
    <>
      <PageHeader title="Ride Confirmation" intro="Check your ride and what it costs." />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        <BookingConfirmation key={id} bookingId={id} />
      </div>
    </>
  );
}
