import { Navigate, useLocation } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { paths } from "../../config/paths.ts";
import { usePaymentConfig } from "../../features/payments/api/get-payment-config.ts";
import { ConfirmTrip } from "../../features/rides/components/confirm-trip.tsx";
import { readTripDraft } from "../../features/rides/trip-draft.ts";

/** /driver/confirm-trip: the trip from the create form; without one, back to that form. */
export default function ConfirmTripPage() {
  const location = useLocation();
  const draft = readTripDraft(location.state);
  const paymentConfig = usePaymentConfig();
  if (!draft) return <Navigate to={paths.createTrip} replace />;
  return (
    <>
      <PageHeader title="Confirm Your Trip" intro="Check the details and set your price per seat." />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        <ConfirmTrip draft={draft} paymentMethod={paymentConfig.data?.method} />
      </div>
    </>
  );
}
