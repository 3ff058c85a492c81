import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import BookingRedirect from "../../../src/app/routes/booking-redirect.tsx";
import { bookingPath, requestRidePath } from "../../../src/config/paths.ts";
import { returnState } from "../../../src/lib/return-path.ts";

const RIDE_ID = "3c9e1f20-5a7b-4d8c-9e0f-1a2b3c4d5e6f";

describe("'Book seat' (/booking/{rideId})", () => {
  it("goes on to Request a Ride with the searched seats and the search to come back to", async () => {
    const search = "/rider?date=2030-03-15&passengers=2";
    const { pathname, search: query } = new URL(bookingPath(RIDE_ID, 2), "http://campusride.test");
    const router = createMemoryRouter(
      [
        { path: "/booking/:rideId", element: <BookingRedirect /> },
        { path: "/dashboard/request-ride/:rideId", element: <p>Request a Ride</p> },
      ],
      { initialEntries: [{ pathname, search: query, state: returnState(search) }] },
    );
    render(<RouterProvider router={router} />);
    expect(await Promise.resolve(router.state.location.pathname)).toBe(requestRidePath(RIDE_ID));
    expect(router.state.location.search).toBe("?seats=2");
    expect(router.state.location.state).toEqual({ returnTo: search });
  });
});
