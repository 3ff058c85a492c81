import { ButtonLink } from "../../components/ui/button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { useMe } from "../../features/auth/api/get-me.ts";

/** The rider area's entry, reached only with the rider role active (search comes with the search issue). */
export default function RiderHomePage() {
  const me = useMe();
  return (
    <>
      <PageHeader title="Rider Dashboard" intro="Find rides and track your requests." />
      <div className="mx-auto flex max-w-4xl flex-wrap gap-3 px-4 py-10 sm:px-6 lg:px-8">
        {me.data?.profile.userType === "both" ? (
          <ButtonLink to="/driver" variant="outline">
            Switch to Driver Mode
          </ButtonLink>
        ) : null}
        <ButtonLink to="/profile" variant="outline">
          My Profile
        </ButtonLink>
      </div>
    </>
  );
}
