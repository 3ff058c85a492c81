import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { BookingSummary } from "../../features/bookings/components/booking-summary.tsx";
import { PaymentReceipt } from "../../features/payments/components/payment-receipt.tsx";

/**
 * /dashboard/confirmation?booking=: the summary and receipt after 'Confirm and Pay' (the
 * card provider's page returns here once the rider paid).
 */
export default function BookingConfirmedPage() {
  const [searchParams] = useSearchParams();
  const bookingId = searchParams.get("booking");
  return (
    <>
      <PageHeader title="Booking Summary" intro="Your ride at a glance, and its receipt." />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        <BookingSummary
          key={bookingId}
          bookingId={bookingId}
          receipt={(id, state) => <PaymentReceipt bookingId={id} {...state} />}
        />
      </div>
    </>
  );
}
