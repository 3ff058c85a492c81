import type { PaymentMethod } from "@campusride/shared/domain/payments";
import { DEFAULT_TRIP_PREFERENCES } from "@campusride/shared/domain/trip-preferences";
import { PAYMENT_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import ConfirmTripPage from "../../../src/app/routes/confirm-trip.tsx";
import { ConfirmTrip } from "../../../src/features/rides/components/confirm-trip.tsx";
import { readTripDraft, type TripDraft } from "../../../src/features/rides/trip-draft.ts";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { GAINESVILLE, ORLANDO, tripDraftOf } from "../../support/trip-fixtures.ts";
import { tripTimePattern } from "../../support/zone-label.ts";

const standIn = httpStandInPerTest();

const draft: TripDraft = tripDraftOf({
  distance: 115,
  timeLength: "1 hour 55 mins",
  suggestedPriceCents: 1419,
  returnTo: "/driver?tab=create",
  preferences: { ...DEFAULT_TRIP_PREFERENCES, luggageSize: "small_bag", petsAllowed: true },
  instantBooking: true,
});

function renderConfirm(trip: TripDraft = draft, paymentMethod?: PaymentMethod) {
  return renderScreen(<ConfirmTrip draft={trip} paymentMethod={paymentMethod} />, {
    path: "/driver/confirm-trip",
  });
}

function priceField() {
  return screen.getByLabelText("Price per seat ($)") as HTMLInputElement;
}

function earnings() {
  return screen.getByText("Potential earnings").parentElement!.textContent;
}

describe("confirm a trip", () => {
  it("shows the trip and starts the price at the suggestion, earnings = price × seats", () => {
    renderConfirm();
    expect(screen.getByRole("heading", { name: "Gainesville to Orlando" })).toBeTruthy();
    expect(screen.getByText("115 miles")).toBeTruthy();
    expect(screen.getByText("1 hour 55 mins")).toBeTruthy();
    expect(screen.getByText("3 seats")).toBeTruthy();
    expect(screen.getByText(draft.notes)).toBeTruthy();
    expect(screen.getByText(tripTimePattern("8:15 AM"))).toBeTruthy();
    expect(priceField().value).toBe("14.19");
    expect(earnings()).toContain("$42.57");
  });

  it("tells the driver what riders pay at pickup: their price, no CampusRide fee", async () => {
    const { user } = renderConfirm(draft, "pay_at_pickup");
    expect(screen.getByText(PAYMENT_MESSAGES.riderPaysAtPickup("$14.19"), { exact: false })).toBeTruthy();
    await user.clear(priceField());
    await user.type(priceField(), "20");
    expect(screen.getByText(PAYMENT_MESSAGES.riderPaysAtPickup("$20.00"), { exact: false })).toBeTruthy();
  });

  it("tells the driver what riders pay by card: the price plus CampusRide's fee", () => {
    renderConfirm(draft, "card");
    // $14.19 × 1.4, rounded up
    expect(screen.getByText(PAYMENT_MESSAGES.riderPaysByCard("$19.87"), { exact: false })).toBeTruthy();
  });

  it("starts at $15 when there is no suggested price", () => {
    renderConfirm({ ...draft, suggestedPriceCents: undefined });
    expect(priceField().value).toBe("15.00");
    expect(earnings()).toContain("$45.00");
  });

  it("recomputes the earnings as the price is edited", async () => {
    const { user } = renderConfirm();
    await user.clear(priceField());
    await user.type(priceField(), "20.5");
    expect(earnings()).toContain("$61.50");
  });

  it.each(["abc", "0", "-1", "1e3", ""])(
    "refuses the price %j with the catalogue's message and sends nothing",
    async (typed) => {
      const { user } = renderConfirm();
      await user.clear(priceField());
      if (typed) await user.type(priceField(), typed);
      await user.click(screen.getByRole("button", { name: "Confirm & Create Trip" }));
      expect(await screen.findAllByText(TRIP_MESSAGES.priceEdit)).not.toHaveLength(0);
      expect(priceField().getAttribute("aria-invalid")).toBe("true");
      expect(standIn().requests).toHaveLength(0);
    },
  );

  it.each(["12.345", "0.001"])(
    "refuses the price %j, more than cents, rather than rounding it, and sends nothing",
    async (typed) => {
      const { user } = renderConfirm();
      await user.clear(priceField());
      await user.type(priceField(), typed);
      await user.click(screen.getByRole("button", { name: "Confirm & Create Trip" }));
      expect(await screen.findAllByText(TRIP_MESSAGES.priceCents)).not.toHaveLength(0);
      expect(priceField().getAttribute("aria-invalid")).toBe("true");
      expect(standIn().requests).toHaveLength(0);
    },
  );

  it("shows the trip's preferences and instant booking as riders will see them", () => {
    renderConfirm();
    const preferences = screen.getByRole("list", { name: "Trip preferences" });
    const items = within(preferences)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual(expect.arrayContaining(["Instant booking", "Small bag only", "Pets OK"]));
  });

  it("creates the trip at the edited price, with one Idempotency-Key kept for a retry", async () => {
    standIn().answer(500, { error: { code: "INTERNAL", message: TRIP_MESSAGES.createFailed } });
    sessionStorage.setItem("createTripForm", JSON.stringify({ userId: "driver", values: {} }));
    const { user, router } = renderConfirm();
    await user.clear(priceField());
    await user.type(priceField(), "18.5");
    const confirm = screen.getByRole("button", { name: "Confirm & Create Trip" });
    await user.click(confirm);
    expect((await screen.findByRole("alert")).textContent).toBe(TRIP_MESSAGES.createFailed);
    expect(router.state.location.pathname).toBe("/driver/confirm-trip");

    standIn().answer(201, { id: "b7f0c1de-3f57-4a63-8a1b-0e6a3d9c2b11" });
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe("/driver"));
    expect(router.state.location.state).toEqual({ message: TRIP_MESSAGES.created });
    // the trip exists: the create form kept in the tab is forgotten
    expect(sessionStorage.getItem("createTripForm")).toBeNull();

    const [first, retry] = standIn().requests;
    expect(first!.method).toBe("POST");
    expect(first!.url).toBe("/api/rides");
    // the draft's key, on the first try and the retry: a reopened screen sends it too
    expect(first!.headers["idempotency-key"]).toBe(draft.idempotencyKey);
    expect(retry!.headers["idempotency-key"]).toBe(draft.idempotencyKey);
    expect(JSON.parse(retry!.body)).toEqual({
      departureCity: "Gainesville",
      destinationCity: "Orlando",
      originAddress: GAINESVILLE.address,
      destinationAddress: ORLANDO.address,
      originLat: GAINESVILLE.lat,
      originLng: GAINESVILLE.lng,
      destinationLat: ORLANDO.lat,
      destinationLng: ORLANDO.lng,
      departureDate: draft.departureDate,
      departureTime: "08:15",
      availableSeats: 3,
      pricePerSeatCents: 1850,
      notes: draft.notes,
      distance: 115,
      timeLength: "1 hour 55 mins",
      preferences: { ...DEFAULT_TRIP_PREFERENCES, luggageSize: "small_bag", petsAllowed: true },
      instantBooking: true,
    });
  });

  it("shows the server's refusal of the trip above the form", async () => {
    standIn().answer(400, {
      error: {
        code: "VALIDATION",
        message: TRIP_MESSAGES.departurePast,
        fields: { departureTime: TRIP_MESSAGES.departurePast },
      },
    });
    const { user } = renderConfirm();
    await user.click(screen.getByRole("button", { name: "Confirm & Create Trip" }));
    expect((await screen.findByRole("alert")).textContent).toBe(TRIP_MESSAGES.departurePast);
  });

  it("'Edit Trip' goes back to the form it came from with the trip and the typed price", async () => {
    const { user, router } = renderConfirm();
    await user.clear(priceField());
    await user.type(priceField(), "17");
    await user.click(screen.getByRole("button", { name: "Edit Trip" }));
    expect(router.state.location.pathname).toBe("/driver");
    expect(router.state.location.search).toBe("?tab=create");
    expect(readTripDraft(router.state.location.state)).toEqual({ ...draft, priceText: "17" });
  });

  it("without a trip in the navigation state, goes to the create form", async () => {
    const { router } = renderScreen(<ConfirmTripPage />, { path: "/driver/confirm-trip" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/driver/create-trip"));
  });
});
