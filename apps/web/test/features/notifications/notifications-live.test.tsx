import { TIMINGS } from "@campusride/shared/limits";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BookingList } from "../../../src/features/bookings/components/booking-list.tsx";
import { NotificationCentre } from "../../../src/features/notifications/components/notification-centre.tsx";
import { TripList } from "../../../src/features/rides/components/trip-list.tsx";
import { bookingsQueryKeys, ridesQueryKeys } from "../../../src/lib/query-keys.ts";
import { eventStreamPerTest } from "../../support/event-stream.ts";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { BOOKING_ID, notificationOf, pageOf, RIDE_ID } from "../../support/notification-fixtures.ts";
import { renderScreen } from "../../support/render-screen.tsx";

const standIn = httpStandInPerTest();
const stream = eventStreamPerTest();

const OTHER_RIDE = "9d1e2f30-5a7b-4d8c-9e0f-1a2b3c4d5e6f";
const OTHER_BOOKING = "a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

/** Queries a page would hold, read before the event (none has an observer but the bell's). */
const CACHED: QueryKey[] = [
  ridesQueryKeys.mine("upcoming"),
  ridesQueryKeys.mine("past"),
  ridesQueryKeys.requests(RIDE_ID),
  ridesQueryKeys.requests(OTHER_RIDE),
  bookingsQueryKeys.mine("upcoming"),
  bookingsQueryKeys.mine("past"),
  bookingsQueryKeys.detail(BOOKING_ID),
  bookingsQueryKeys.detail(OTHER_BOOKING),
  // the messages feature's (features/messages/api/message-keys.ts): a thread and the badge
  ["messages", "thread", "c0ffee00-5a7b-4d8c-9e0f-1a2b3c4d5e6f"],
  ["messages", "unread"],
];

function seed(queryClient: QueryClient) {
  for (const key of CACHED) queryClient.setQueryData(key, { cached: true });
}

function invalidated(queryClient: QueryClient): string[] {
  return CACHED.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key.join("/"));
}

function bellReads() {
  return standIn().requests.filter((request) => request.url === "/api/notifications").length;
}

/** The refetch interval the list's screen asked for (false: no polling). */
function pollingOf(queryClient: QueryClient, key: QueryKey) {
  return queryClient.getQueryCache().find({ queryKey: key })?.observers[0]?.options.refetchInterval;
}

/** Nothing left in flight when the test ends: the stand-in closes after it. */
function settled(queryClient: QueryClient) {
  return waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

async function renderCentre() {
  standIn().answerPath("/api/notifications", 200, pageOf([]));
  const rendered = renderScreen(<NotificationCentre />, { path: "/driver" });
  seed(rendered.queryClient);
  await stream().waitForOpenStreams(1);
  await waitFor(() => expect(bellReads()).toBe(1));
  return rendered;
}

describe("the live stream of a signed-in session", () => {
  it("is one EventSource on /api/events, closed when the signed-in chrome goes (sign-out)", async () => {
    const { queryClient } = await renderCentre();
    // opened after the bell's first read: it resumes after its newest (none: 0)
    expect(stream().requests.map((request) => request.url)).toEqual(["/api/events?lastEventId=0"]);
    expect(stream().requests[0]!.headers.accept).toBe("text/event-stream");
    expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy();
    await settled(queryClient);

    cleanup();
    await waitFor(() => expect(stream().openStreams).toBe(0));
    expect(stream().requests).toHaveLength(1);
  });

  it("asks for what came after the newest notification the bell has read, or for nothing when it could not read them", async () => {
    standIn().answerPath(
      "/api/notifications",
      200,
      pageOf([notificationOf({ id: "41" }), notificationOf({ id: "40" })]),
    );
    const first = renderScreen(<NotificationCentre />, { path: "/driver" });
    await stream().waitForOpenStreams(1);
    expect(stream().requests.map((request) => request.url)).toEqual(["/api/events?lastEventId=41"]);
    await settled(first.queryClient);
    cleanup();
    await waitFor(() => expect(stream().openStreams).toBe(0));

    standIn().answerPath("/api/notifications", 500, { error: { code: "INTERNAL", message: "Server error" } });
    renderScreen(<NotificationCentre />, { path: "/driver" });
    await stream().waitForOpenStreams(1);
    expect(stream().requests.at(-1)!.url).toBe("/api/events");
  });

  it("refreshes the driver's trips, that trip's requests and the bell on a new request, and announces it", async () => {
    const { queryClient } = await renderCentre();
    const request = notificationOf({ id: "12", type: "booking_requested" });
    standIn().answerPath("/api/notifications", 200, pageOf([request]));
    stream().send("notification", request, request.id);

    await waitFor(() =>
      expect(invalidated(queryClient)).toEqual([
        "rides/mine/upcoming",
        "rides/mine/past",
        `rides/requests/${RIDE_ID}`,
      ]),
    );
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeTruthy();
    expect(bellReads()).toBe(2);
    const announcement = screen.getAllByRole("status").find((region) => region.textContent === request.text);
    expect(announcement?.getAttribute("aria-live")).toBe("polite");
    await settled(queryClient);
  });

  it("refreshes the rider's My Rides and that booking when the driver answers, not the driver's lists", async () => {
    const { queryClient } = await renderCentre();
    stream().send("notification", notificationOf({ id: "13", type: "booking_approved" }), "13");
    await waitFor(() =>
      expect(invalidated(queryClient)).toEqual([
        "bookings/mine/upcoming",
        "bookings/mine/past",
        `bookings/detail/${BOOKING_ID}`,
      ]),
    );
    await settled(queryClient);
  });

  it("refreshes the driver's trips when another tab creates one, and leaves the bell alone", async () => {
    const { queryClient } = await renderCentre();
    stream().send("change", { change: "ride_created", rideId: OTHER_RIDE });
    await waitFor(() => expect(invalidated(queryClient)).toEqual(["rides/mine/upcoming", "rides/mine/past"]));
    expect(bellReads()).toBe(1);
    await settled(queryClient);
  });

  it("refreshes the open thread and the messages badge when a message is sent in one of the user's threads", async () => {
    const { queryClient } = await renderCentre();
    stream().send("change", { change: "message", conversationId: "c0ffee00-5a7b-4d8c-9e0f-1a2b3c4d5e6f" });
    await waitFor(() =>
      expect(invalidated(queryClient)).toEqual([
        "messages/thread/c0ffee00-5a7b-4d8c-9e0f-1a2b3c4d5e6f",
        "messages/unread",
      ]),
    );
    expect(bellReads()).toBe(1);
    await settled(queryClient);
  });

  it("refreshes every view showing a trip whose seats changed, and only those, when any trip changes", async () => {
    const { queryClient } = await renderCentre();
    // what a rider's search, a trip's page and My Rides hold; a search showing other trips
    const views: Array<[QueryKey, unknown]> = [
      [["search", { from: "Gainesville" }], { data: [{ id: RIDE_ID, seatsRemaining: 3 }] }],
      [["search", { from: "Tampa" }], { data: [{ id: OTHER_RIDE, seatsRemaining: 2 }] }],
      [ridesQueryKeys.detail(RIDE_ID), { id: RIDE_ID }],
      [["bookings", "mine", "upcoming"], { bookings: [{ id: BOOKING_ID, ride: { id: RIDE_ID } }] }],
      [["messages", "list"], { conversations: [{ ride: { id: RIDE_ID } }] }],
    ];
    for (const [key, data] of views) queryClient.setQueryData(key, data);
    const isInvalidated = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated === true;

    stream().send("rides", { rideIds: [RIDE_ID] });
    await waitFor(() => expect(isInvalidated(views[0]![0])).toBe(true));
    expect(views.map(([key]) => isInvalidated(key))).toEqual([true, false, true, true, false]);
    expect(bellReads()).toBe(1);
    await settled(queryClient);
  });

  it("refreshes the driver's profile, and with it the license notice, when the license is reviewed", async () => {
    const { queryClient } = await renderCentre();
    queryClient.setQueryData(["me"], { profile: { licenseStatus: "pending" } });
    const verified = notificationOf({ id: "14", type: "license_verified", rideId: null, bookingId: null });
    standIn().answerPath("/api/notifications", 200, pageOf([verified]));
    stream().send("notification", verified, verified.id);
    await waitFor(() => expect(queryClient.getQueryState(["me"])?.isInvalidated).toBe(true));
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeTruthy();
    expect(invalidated(queryClient)).toEqual([]);
    await settled(queryClient);
  });

  it("reads everything it keeps fresh again once it is back after a gap", async () => {
    const { queryClient } = await renderCentre();
    expect(invalidated(queryClient)).toEqual([]);
    stream().dropStreams();
    // EventSource reconnects by itself (the stream said `retry: 50`)
    await waitFor(() => expect(stream().requests).toHaveLength(2));
    await stream().waitForOpenStreams(1);
    await waitFor(() => expect(invalidated(queryClient)).toEqual(CACHED.map((key) => key.join("/"))));
    await waitFor(() => expect(bellReads()).toBe(2));
    await settled(queryClient);
  });
});

/** The driver's trips and the rider's bookings (both empty) on a page with the live stream. */
function renderListsBesideTheStream() {
  standIn().answer(200, { rides: [], bookings: [] });
  standIn().answerPath("/api/notifications", 200, pageOf([]));
  return renderScreen(
    <>
      <NotificationCentre />
      <TripList scope="upcoming" />
      <BookingList scope="upcoming" />
    </>,
    { path: "/driver" },
  );
}

describe("polling, the stream's fallback", () => {
  it("stops while the stream is open: the dashboard's trips and My Rides wait for its events", async () => {
    const { queryClient } = renderListsBesideTheStream();
    // until the stream opens, the polling fallback
    expect(pollingOf(queryClient, ridesQueryKeys.mine("upcoming"))).toBe(TIMINGS.dashboardRefresh);
    expect(pollingOf(queryClient, bookingsQueryKeys.mine("upcoming"))).toBe(TIMINGS.ridePolling);
    await stream().waitForOpenStreams(1);
    await waitFor(() => expect(pollingOf(queryClient, ridesQueryKeys.mine("upcoming"))).toBe(false));
    expect(pollingOf(queryClient, bookingsQueryKeys.mine("upcoming"))).toBe(false);
    await settled(queryClient);
  });

  it("runs while the stream is refused: the dashboard every 10 s, My Rides every 60 s", async () => {
    stream().refuseWith(503);
    const { queryClient } = renderListsBesideTheStream();
    await waitFor(() => expect(stream().requests).toHaveLength(1));
    await screen.findByRole("button", { name: "Notifications" });
    expect(pollingOf(queryClient, ridesQueryKeys.mine("upcoming"))).toBe(TIMINGS.dashboardRefresh);
    expect(pollingOf(queryClient, bookingsQueryKeys.mine("upcoming"))).toBe(TIMINGS.ridePolling);
    // the browser gives up on a refused stream: no reconnection storm against the server
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream().requests).toHaveLength(1);
    await settled(queryClient);
  });
});
