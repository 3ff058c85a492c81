import { useParams } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useMe } from "../../features/auth/api/get-me.ts";
import { EditRide } from "../../features/rides/components/edit-ride.tsx";

/** /rides/:id/edit: departure time, seats and notes of one of the driver's trips. */
export default function EditRidePage() {
  const { id = "" } = useParams();
  const me = useMe();
  return (
    <>
      <PageHeader title="Edit Trip" intro="Change the departure time, the seats you offer or your notes." />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        {me.data ? (
          <EditRide key={id} rideId={id} userId={me.data.profile.id} />
        ) : me.isError ? (
          <Alert tone="error">{errorMessage(me.error)}</Alert>
        ) : (
          <p role="status" className="py-10 text-center text-slate-600">
            Loading…
          </p>
        )}
      </div>
    </>
  );
}
