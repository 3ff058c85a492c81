import { SEARCH_MESSAGES } from "@campusride/shared/messages";
import { render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import BookingRedirect from "../../../src/app/routes/booking-redirect.tsx";
import RiderHomePage from "../../../src/app/routes/rider-home.tsx";
import { createQueryClient } from "../../../src/lib/query-client.ts";
import { meQueryKey } from "../../../src/lib/query-keys.ts";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { profileOf } from "../../support/profiles.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { searchAddressOf, searchResponseOf } from "../../support/search-fixtures.ts";

const standIn = httpStandInPerTest();
const REQUEST_SUBMITTED = "Request submitted successfully! You'll be notified when the driver responds.";

/** Every request the screen made has been answered. */
async function settled(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

function signedInAs(userType: "rider" | "both") {
  standIn().answerPath("/api/me", 200, {
    profile: profileOf({ id: "rider-1", firstName: "Riley", userType }),
    activeRole: "rider",
    isAdmin: false,
  });
  // My Rides reads the rider's requests; none yet
  standIn().answerPath("/api/bookings/mine", 200, { bookings: [] });
  // and the rider's ride alerts; none yet
  standIn().answerPath("/api/ride-alerts", 200, { alerts: [] });
  // and the Today card's trips; none today
  standIn().answerPath("/api/today", 200, { trips: [] });
}

describe("the Rider Dashboard", () => {
  it("opens on Find a Ride, and offers Driver Mode to a user of type both only", async () => {
    signedInAs("both");
    renderScreen(<RiderHomePage />, { path: "/rider" });
    expect(screen.getByRole("heading", { level: 1, name: "Rider Dashboard" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Find a Ride" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "My Rides" }).getAttribute("aria-selected")).toBe("false");
    expect(screen.getByRole("form", { name: "Find a ride" })).toBeTruthy();
    const toDriver = await screen.findByRole("link", { name: "Switch to Driver Mode" });
    expect(toDriver.getAttribute("href")).toBe("/driver");
  });

  it("has no Driver Mode for a rider", async () => {
    signedInAs("rider");
    const { queryClient } = renderScreen(<RiderHomePage />, { path: "/rider" });
    await waitFor(() => expect(queryClient.getQueryData(meQueryKey)).toBeDefined());
    expect(screen.queryByRole("link", { name: "Switch to Driver Mode" })).toBeNull();
  });

  it("shows the Request page's success message", async () => {
    signedInAs("rider");
    const { queryClient } = renderScreen(<RiderHomePage />, {
      path: "/rider",
      state: { message: REQUEST_SUBMITTED },
    });
    const message = await screen.findByText(REQUEST_SUBMITTED);
    expect(message.closest('[role="status"]')).toBeTruthy();
    // it appears holding its text, so it takes the focus to be read
    await waitFor(() => expect(document.activeElement?.getAttribute("tabindex")).toBe("-1"));
    expect(document.activeElement?.contains(message)).toBe(true);
    await settled(queryClient);
  });

  it("keeps the search in the address when My Rides is opened, and Find a Ride shows it again", async () => {
    signedInAs("rider");
    standIn().answer(200, searchResponseOf([]));
    const address = searchAddressOf(2);
    const { user, router, queryClient } = renderScreen(<RiderHomePage />, { path: address });
    await screen.findByText(SEARCH_MESSAGES.noRides);
    await user.click(screen.getByRole("tab", { name: "My Rides" }));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get("tab")).toBe("my-rides");
    expect(params.get("pickup")).toBe("Gainesville, FL, USA");

    await user.click(screen.getByRole("tab", { name: "Find a Ride" }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(address);
    await settled(queryClient);
  });
});

describe("/booking/{rideId}", () => {
  it("is Request a Ride: the address is replaced, so Back skips it", async () => {
    const rideId = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    const router = createMemoryRouter(
      [
        { path: "/booking/:rideId", element: <BookingRedirect /> },
        { path: "*", element: <p>elsewhere</p> },
      ],
      { initialEntries: ["/rider", `/booking/${rideId}`], initialIndex: 1 },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/request-ride/${rideId}`));
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe("/rider");
  });
});
