import { useMemo } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { ButtonLink } from "../../components/ui/button.tsx";
import { OutcomeMessage, type Outcome } from "../../components/ui/outcome-message.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { paths } from "../../config/paths.ts";
import { useNavigationArrival } from "../../lib/use-navigation-message.ts";
import { useMe } from "../../features/auth/api/get-me.ts";
import { MyRides } from "../../features/bookings/components/my-rides.tsx";
import { CancelRefundNotice } from "../../features/payments/components/cancel-refund-notice.tsx";
import { RideAlertsSection } from "../../features/search/components/ride-alerts-section.tsx";
import { FindRide } from "./rider/find-ride.tsx";
import { TodaySection } from "./today/today-section.tsx";

const TABS = ["find", "my-rides"] as const;
type Tab = (typeof TABS)[number];

function tabOf(value: string | null, hash = ""): Tab {
  // RIDE_ALERTS_PATH (/rider#ride-alerts): the alerts are on My Rides
  return TABS.find((tab) => tab === value) ?? (hash === "#ride-alerts" ? "my-rides" : "find");
}

/**
 * The Rider Dashboard (/rider and /dashboard/rider): Find a Ride and My Rides as tabs. The
 * chosen tab is in the address (?tab=my-rides) beside the search, which a change of tab
 * keeps, so Back and reload return to both.
 */
export default function RiderHomePage() {
  const me = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get("tab"), useLocation().hash);
  const { message, link } = useNavigationArrival() ?? {};
  // the request's success takes the focus: the form that sent it is gone
  const arrival = useMemo<Outcome | null>(() => (message ? { tone: "success", message } : null), [message]);

  function openTab(value: string) {
    const next = new URLSearchParams(searchParams);
    if (tabOf(value) === "find") next.delete("tab");
    else next.set("tab", tabOf(value));
    setSearchParams(next);
  }

  return (
    <>
      <PageHeader title="Rider Dashboard" intro="Find rides and track your requests." />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
        {arrival ? (
          <OutcomeMessage outcome={arrival}>
            {link ? (
              <Link to={link.to} className="mt-2 inline-block font-semibold underline underline-offset-2">
                {link.label}
              </Link>
            ) : null}
          </OutcomeMessage>
        ) : null}
        <TodaySection />
        {me.data?.profile.userType === "both" ? (
          <ButtonLink to={paths.driver} variant="outline">
            Switch to Driver Mode
          </ButtonLink>
        ) : null}
        {/* manual activation, as on the driver's dashboard: one history entry per tab opened */}
        <Tabs value={tab} activationMode="manual" onValueChange={openTab}>
          <TabsList label="Rider dashboard">
            <TabsTrigger value="find">Find a Ride</TabsTrigger>
            <TabsTrigger value="my-rides">My Rides</TabsTrigger>
          </TabsList>
          <TabsContent value="find">
            <FindRide viewer={me.data?.profile} />
          </TabsContent>
          <TabsContent value="my-rides">
            <MyRides cancelTerms={(bookingId) => <CancelRefundNotice bookingId={bookingId} />} />
            <RideAlertsSection />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
