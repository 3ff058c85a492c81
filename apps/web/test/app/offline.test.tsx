import { BOOKING_MESSAGES, CONNECTION_MESSAGES } from "@campusride/shared/messages";
import { onlineManager } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OfflineBanner } from "../../src/app/layout/offline-banner.tsx";
import { MyRides } from "../../src/features/bookings/components/my-rides.tsx";
import { api } from "../../src/lib/api-client.ts";
import { createQueryClient } from "../../src/lib/query-client.ts";
import { httpStandInPerTest } from "../support/http-stand-in.ts";
import { renderScreen } from "../support/render-screen.tsx";
import { riderBookingOf } from "../support/trip-fixtures.ts";

const standIn = httpStandInPerTest();

/** The connection goes or returns, as the browser's offline and online events tell React Query. */
function setOnline(isOnline: boolean) {
  act(() => onlineManager.setOnline(isOnline));
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

describe("offline", () => {
  it("the banner says the connection is gone, then that it is back, inside a polite live region that is always there", () => {
    const { container } = render(<OfflineBanner />);
    const region = container.querySelector("[aria-live=polite]")!;
    expect(region.textContent).toBe("");
    expect(screen.queryByRole("status")).toBeNull();
    setOnline(false);
    expect(screen.getByRole("status").textContent).toBe(CONNECTION_MESSAGES.offline);
    expect(region.contains(screen.getByRole("status"))).toBe(true);
    setOnline(true);
    expect(screen.getByRole("status").textContent).toBe(CONNECTION_MESSAGES.backOnline);
  });

  it("My Rides keeps what it loaded with a note, says a tab it never read could not load, and reads it when the connection returns", async () => {
    standIn().answer(200, { bookings: [riderBookingOf()] });
    const { user } = renderScreen(<MyRides />, { path: "/rider" });
    await screen.findByRole("article", { name: "Gainesville to Tampa" });

    setOnline(false);
    expect(screen.getByRole("article", { name: "Gainesville to Tampa" })).toBeTruthy();
    expect(screen.getByText(CONNECTION_MESSAGES.keptOffline)).toBeTruthy();

    standIn().answer(200, { bookings: [] });
    await user.click(screen.getByRole("tab", { name: "Past & Cancelled" }));
    await screen.findByText(CONNECTION_MESSAGES.notLoaded);
    expect(screen.queryByText(BOOKING_MESSAGES.noPast)).toBeNull();
    expect(standIn().requests).toHaveLength(1);

    setOnline(true);
    await screen.findByText(BOOKING_MESSAGES.noPast);
    expect(standIn().requests.map((request) => request.url)).toContain("/api/bookings/mine?scope=past");
    expect(screen.queryByText(CONNECTION_MESSAGES.keptOffline)).toBeNull();
  });

  it("a change tried offline fails at once, saying nothing was sent, instead of waiting to be sent later", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    onlineManager.setOnline(false);
    standIn().hangUp();
    const client = createQueryClient();
    const change = client
      .getMutationCache()
      .build(client, { mutationFn: () => api.post("/api/bookings", {}) });
    await expect(change.execute(undefined)).rejects.toMatchObject({
      code: "NETWORK",
      message: CONNECTION_MESSAGES.notSent,
    });
    await waitFor(() => expect(change.state.status).toBe("error"));
  });
});
