import type { ActiveRole } from "@campusride/shared/schemas/profile";
import { ButtonLink } from "../../components/ui/button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { useMe } from "../../features/auth/api/get-me.ts";

const AREAS = {
  driver: { title: "Driver Dashboard", intro: "Offer rides and manage your trips.", other: "rider" },
  rider: { title: "Rider Dashboard", intro: "Find rides and track your requests.", other: "driver" },
} as const;

const MODE_NAMES: Record<ActiveRole, string> = { driver: "Driver", rider: "Rider" };

/**
 * The entry of a role area, reached only with that role active: a user of type both can
 * switch to the other area from here (trips and search come with their own issues).
 */
export function RoleHome({ area }: { area: ActiveRole }) {
  const me = useMe();
  const { title, intro, other } = AREAS[area];
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <div className="mx-auto flex max-w-4xl flex-wrap gap-3 px-4 py-10 sm:px-6 lg:px-8">
        {me.data?.profile.userType === "both" ? (
          <ButtonLink to={`/${other}`} variant="outline">
            Switch to {MODE_NAMES[other]} Mode
          </ButtonLink>
        ) : null}
        <ButtonLink to="/profile" variant="outline">
          My Profile
        </ButtonLink>
      </div>
    </>
  );
}
