import { ButtonLink } from "../../components/ui/button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { useMe } from "../../features/auth/api/get-me.ts";

/** The driver area's entry, reached only with the driver role active (trips come with the rides issue). */
export default function DriverHomePage() {
  const me = useMe();
  return (
    <>
      <PageHeader title="Driver Dashboard" intro="Offer rides and manage your trips." />
      <div className="mx-auto flex max-w-4xl flex-wrap gap-3 px-4 py-10 sm:px-6 lg:px-8">
        {me.data?.profile.userType === "both" ? (
          <ButtonLink to="/rider" variant="outline">
            Switch to Rider Mode
          </ButtonLink>
        ) : null}
        <ButtonLink to="/profile" variant="outline">
          My Profile
        </ButtonLink>
      </div>
    </>
  );
}
