import type { BookingScope } from "@campusride/shared/schemas/bookings";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.tsx";
import { BOOKING_TEXT } from "../booking-text.ts";
import { BookingList } from "./booking-list.tsx";
import type { CancelTerms } from "./cancel-booking-button.tsx";

/** The address's `?rides=` keeps the open tab: Back and reload return to it. */
const RIDES_PARAM = "rides";

/**
 * My Rides (docs/product/bookings.md#my-rides): the rider's requests under 'Upcoming Rides' and 'Past & Cancelled'.
 * The open tab is `?rides=past` in the address, beside whatever else the page keeps there.
 * `cancelTerms`: what cancelling a confirmed seat gives back (the screen passes the payments' notice).
 */
export function MyRides({ cancelTerms }: { cancelTerms?: CancelTerms }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const scope: BookingScope = searchParams.get(RIDES_PARAM) === "past" ? "past" : "upcoming";
  function open(value: string) {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value === "past") next.set(RIDES_PARAM, "past");
      else next.delete(RIDES_PARAM);
      return next;
    });
  }
  return (
    <Tabs value={scope} activationMode="manual" onValueChange={open}>
      <TabsList label="My rides">
        <TabsTrigger value="upcoming">{BOOKING_TEXT.upcomingTab}</TabsTrigger>
        <TabsTrigger value="past">{BOOKING_TEXT.pastTab}</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">
        <BookingList scope="upcoming" cancelTerms={cancelTerms} />
      </TabsContent>
      <TabsContent value="past">
        <BookingList scope="past" cancelTerms={cancelTerms} />
      </TabsContent>
    </Tabs>
  );
}
