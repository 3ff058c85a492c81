import type { DriverRide } from "@campusride/shared/schemas/rides";
import { useLocation, useSearchParams } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { paths } from "../../config/paths.ts";
import { useNavigationMessage } from "../../lib/use-navigation-message.ts";
import { useMe } from "../../features/auth/api/get-me.ts";
import { WithProfile } from "../../features/auth/components/with-profile.tsx";
import { CampusBoardLink } from "../../features/campus-demand/components/campus-board-link.tsx";
import { LicenseNotice } from "../../features/rides/components/license-notice.tsx";
import { RouteInfoButton } from "../../features/rides/components/route-info-button.tsx";
import { TripList } from "../../features/rides/components/trip-list.tsx";
import { SeriesTag } from "../../features/ride-series/components/series-tag.tsx";
import { CreateTrip } from "./driver/create-trip-form.tsx";
import { TodaySection } from "./today/today-section.tsx";

const TABS = ["upcoming", "past", "create"] as const;
type Tab = (typeof TABS)[number];

function tabOf(value: string | null): Tab {
  return TABS.find((tab) => tab === value) ?? "upcoming";
}

/** A weekly series' trip links to its series. */
function seriesTag(ride: DriverRide, titleId: string) {
  return ride.seriesId ? <SeriesTag seriesId={ride.seriesId} describedBy={titleId} /> : null;
}

/**
 * The Driver Dashboard (/driver and /dashboard/driver): upcoming and past trips and the
 * create form as tabs, the chosen tab in the address (?tab=) so Back and reload keep it.
 */
export default function DriverHomePage() {
  const me = useMe();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get("tab"));
  const message = useNavigationMessage();
  const createTab = `${location.pathname}?tab=create`;

  return (
    <>
      <PageHeader title="Driver Dashboard" intro="Offer rides and manage your trips." />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
        {message ? <Alert tone="success">{message}</Alert> : null}
        <TodaySection />
        {/* a driver whose license is not verified yet learns why on arrival (the Create tab says it too) */}
        {me.data && tab !== "create" ? <LicenseNotice profile={me.data.profile} /> : null}
        <div className="flex flex-wrap items-start gap-3">
          <RouteInfoButton />
          <ButtonLink to={paths.payouts} variant="outline">
            Payouts
          </ButtonLink>
          {me.data?.profile.userType === "both" ? (
            <ButtonLink to={paths.rider} variant="outline">
              Switch to Rider Mode
            </ButtonLink>
          ) : null}
        </div>
        {me.data ? <CampusBoardLink email={me.data.profile.email} /> : null}
        {/* manual activation: arrow keys move between the tabs, Enter or a click opens one
            (one history entry per tab opened, and no list is loaded by merely passing over it) */}
        <Tabs
          value={tab}
          activationMode="manual"
          onValueChange={(value) => setSearchParams({ tab: tabOf(value) })}
        >
          <TabsList label="Your trips">
            <TabsTrigger value="upcoming">Upcoming Trips</TabsTrigger>
            <TabsTrigger value="past">Past Trips</TabsTrigger>
            <TabsTrigger value="create">Create New Trip</TabsTrigger>
          </TabsList>
          <TabsContent value="upcoming">
            <TripList
              scope="upcoming"
              emptyAction={<ButtonLink to={createTab}>Create New Trip</ButtonLink>}
              seriesTag={seriesTag}
            />
          </TabsContent>
          <TabsContent value="past">
            <TripList scope="past" seriesTag={seriesTag} />
          </TabsContent>
          <TabsContent value="create" keepMounted>
            <WithProfile>{(profile) => <CreateTrip profile={profile} returnTo={createTab} />}</WithProfile>
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
