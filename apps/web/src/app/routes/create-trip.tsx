import { PageHeader } from "../../components/ui/page-header.tsx";
import { paths } from "../../config/paths.ts";
import { WithProfile } from "../../features/auth/components/with-profile.tsx";
import { CreateTrip } from "./driver/create-trip-form.tsx";

/** /driver/create-trip: the create form on its own page. */
export default function CreateTripPage() {
  return (
    <>
      <PageHeader
        title="Create a Trip"
        intro="Offer seats on your drive: where, when, and how many riders you can take."
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <WithProfile>{(profile) => <CreateTrip profile={profile} returnTo={paths.createTrip} />}</WithProfile>
      </div>
    </>
  );
}
