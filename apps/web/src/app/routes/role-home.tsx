import type { ActiveRole } from "@campusride/shared/schemas/profile";
import { Hammer } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "../../components/ui/button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { useMe } from "../../features/auth/api/get-me.ts";

// What each area will hold, said plainly until its screens land (rides and search issues).
const AREAS = {
  driver: {
    title: "Driver Dashboard",
    intro: "Offer rides and manage your trips.",
    other: "rider",
    coming: "Creating trips is coming next",
    plans: [
      "Post a trip with its date, time, seats and a suggested price per seat.",
      "See your upcoming and past trips.",
      "Approve or reject riders' seat requests.",
    ],
    meanwhile:
      "Meanwhile, make sure your car and driver license are on your profile, and plan a route to see its suggested price per seat.",
  },
  rider: {
    title: "Rider Dashboard",
    intro: "Find rides and track your requests.",
    other: "driver",
    coming: "Searching and booking rides is coming next",
    plans: [
      "Search rides by pickup, destination, date and number of passengers.",
      "Request seats and bags on a ride, with a note for the driver.",
      "Follow your requests in My Rides.",
    ],
    meanwhile: "Meanwhile, plan a route to see its distance, driving time and price per seat.",
  },
} as const;

const MODE_NAMES: Record<ActiveRole, string> = { driver: "Driver", rider: "Rider" };

/**
 * The entry of a role area, reached only with that role active: what the area holds so
 * far (`children`), what it will offer (search comes with its own issue), and for a user
 * of type both the switch to the other area.
 */
export function RoleHome({ area, children }: { area: ActiveRole; children?: ReactNode }) {
  const me = useMe();
  const { title, intro, other, coming, plans, meanwhile } = AREAS[area];
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        {children}
        <section
          aria-labelledby="coming-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="coming-title" className="flex items-center gap-3 text-lg font-semibold text-slate-900">
            <Hammer aria-hidden="true" className="size-5 text-brand-700" />
            {coming}
          </h2>
          <p className="mt-3 text-slate-700">This area is not ready yet. Soon you will be able to:</p>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
            {plans.map((plan) => (
              <li key={plan}>{plan}</li>
            ))}
          </ul>
          <p className="mt-4 text-slate-700">{meanwhile}</p>
        </section>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/routes">Plan a route</ButtonLink>
          <ButtonLink to="/profile" variant="outline">
            My Profile
          </ButtonLink>
          {me.data?.profile.userType === "both" ? (
            <ButtonLink to={`/${other}`} variant="outline">
              Switch to {MODE_NAMES[other]} Mode
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </>
  );
}
