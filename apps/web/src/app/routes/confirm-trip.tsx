import { SERIES_MESSAGES, WEEKLY_SERIES_MESSAGES } from "@campusride/shared/messages";
import { Navigate, useLocation, useNavigate } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { paths, seriesPath } from "../../config/paths.ts";
import { usePaymentConfig } from "../../features/payments/api/get-payment-config.ts";
import { useCreateRideSeries } from "../../features/ride-series/api/create-ride-series.ts";
import { seriesInputFromTrip, seriesRefusal } from "../../features/ride-series/series-input.ts";
import { ConfirmTrip } from "../../features/rides/components/confirm-trip.tsx";
import { clearCreateForm } from "../../features/rides/create-form-storage.ts";
import { readTripDraft } from "../../features/rides/trip-draft.ts";
import { messageState } from "../../lib/use-navigation-message.ts";

/**
 * /driver/confirm-trip: the trip from the create form; without one, back to that form. A
 * trip set to repeat weekly is confirmed the same way and makes a series, whose page comes next.
 */
export default function ConfirmTripPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const draft = readTripDraft(location.state);
  const paymentConfig = usePaymentConfig();
  const createSeries = useCreateRideSeries();
  if (!draft) return <Navigate to={paths.createTrip} replace />;
  const { repeat } = draft;
  const createInstead = repeat
    ? {
        label: WEEKLY_SERIES_MESSAGES.createButton,
        busyLabel: WEEKLY_SERIES_MESSAGES.creating,
        failed: SERIES_MESSAGES.createFailed,
        create: async (trip: Parameters<typeof seriesInputFromTrip>[0]) => {
          let created;
          try {
            created = await createSeries.mutateAsync({
              input: seriesInputFromTrip(trip, repeat),
              idempotencyKey: draft.idempotencyKey,
            });
          } catch (error) {
            throw seriesRefusal(error);
          }
          clearCreateForm();
          void navigate(seriesPath(created.series.id), {
            replace: true,
            state: messageState(WEEKLY_SERIES_MESSAGES.created),
          });
        },
      }
    : undefined;
  return (
    <>
      <PageHeader title="Confirm Your Trip" intro="Check the details and set your price per seat." />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        <ConfirmTrip draft={draft} paymentMethod={paymentConfig.data?.method} createInstead={createInstead} />
      </div>
    </>
  );
}
