import { Alert } from "../../components/ui/alert.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { paths } from "../../config/paths.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { useMe } from "../../features/auth/api/get-me.ts";
import { CreateTrip } from "./driver/create-trip-form.tsx";

/** /driver/create-trip: the create form on its own page. */
export default function CreateTripPage() {
  const me = useMe();
  return (
    <>
      <PageHeader
        title="Create a Trip"
        intro="Offer seats on your drive: where, when, and how many riders you can take."
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        {me.data ? (
          <CreateTrip profile={me.data.profile} returnTo={paths.createTrip} />
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
