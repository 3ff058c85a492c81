import type { APIRequestContext, Page } from "@playwright/test";
import { riderApiOf } from "./payments.ts";
import { signedInRiderPage } from "./rider.ts";
import { test as base } from "./test.ts";
import { demoDriverTrip, requestSeats } from "./trips.ts";

/** The demo driver's trip and a new rider's pending request for it. */
export interface TripWithRequest {
  /** The demo driver, signed in through the API. */
  driverApi: APIRequestContext;
  rideId: string;
  /** The trip's own day and time (uniqueTripSlot). */
  slot: { date: string; time: string };
  /** The new rider, signed in in a browser of their own. */
  rider: Page;
  riderEmail: string;
  /** An API client with the rider's browser session. */
  riderApi: APIRequestContext;
  bookingId: string;
}

interface TripWithRequestOptions {
  /** The trip (Gainesville → Orlando, 3 seats, $18.00 a seat unless said otherwise). */
  trip?: Partial<{ from: string; to: string; seats: number; priceCents: number }>;
  /** Sign-up fields of the rider (a first name the page is to show, say). */
  rider?: Record<string, unknown>;
  /** Seats requested: 1 unless said otherwise. */
  seats?: number;
  /** More fields of the trip's POST /api/rides body (its ends' coordinates, say). */
  tripFields?: Record<string, unknown>;
}

/**
 * The test with `tripWithRequest`: makes the demo driver's trip and a new rider who has
 * asked for a seat on it, the start of every journey about an answered or pending request.
 * The rider's browser and the API clients are closed when the test ends.
 */
export const test = base.extend<{
  tripWithRequest: (options?: TripWithRequestOptions) => Promise<TripWithRequest>;
}>({
  tripWithRequest: async ({ browser, page, request, playwright, baseURL }, use) => {
    const opened: Array<{ close(): Promise<void> } | { dispose(): Promise<void> }> = [];
    await use(async ({ trip, rider: riderFields, seats = 1, tripFields } = {}) => {
      const { driverApi, rideId, slot } = await demoDriverTrip(
        playwright.request,
        baseURL!,
        trip,
        tripFields,
      );
      const { rider, email } = await signedInRiderPage(browser, page, request, baseURL!, riderFields);
      const riderApi = await riderApiOf(rider, baseURL!);
      opened.push(driverApi, riderApi, rider.context());
      const bookingId = await requestSeats(riderApi, rideId, seats);
      return { driverApi, rideId, slot, rider, riderEmail: email, riderApi, bookingId };
    });
    for (const resource of opened) {
      await ("dispose" in resource ? resource.dispose() : resource.close());
    }
  },
});

export { expect } from "./test.ts";
