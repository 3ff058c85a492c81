import { formatCents } from "@campusride/shared/domain/money";
import { LIMITS } from "@campusride/shared/limits";
import { TRIP_MESSAGES, geocodeFailedMessage } from "@campusride/shared/messages";
import { latestDepartureDate } from "@campusride/shared/schemas/rides";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { CreateTrip } from "../../../src/app/routes/driver/create-trip-form.tsx";
import { createTripFormSchema } from "../../../src/features/rides/create-trip-schema.ts";
import { readTripDraft, type TripDraft } from "../../../src/features/rides/trip-draft.ts";
import { TRIP_TEXT } from "../../../src/features/rides/trip-text.ts";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import {
  GAINESVILLE,
  ORLANDO,
  daysFromToday,
  driverProfile,
  gainesvilleToOrlando,
  tripDraftOf,
} from "../../support/trip-fixtures.ts";

const standIn = httpStandInPerTest();

/** What the form asked of the server, leaving out the public read of how riders pay (the price shown). */
function formRequests() {
  return standIn().requests.filter((request) => request.url !== "/api/payments/config");
}
// what a driver typed stays in the tab (sessionStorage): each test starts with an empty one
beforeEach(() => sessionStorage.clear());

function renderCreateTrip(profile = driverProfile, state?: unknown) {
  return renderScreen(<CreateTrip profile={profile} returnTo="/driver/create-trip" />, {
    path: "/driver/create-trip",
    state,
  });
}

function createRideButton() {
  return screen.getByRole("button", { name: "Create Ride" });
}

describe("create a trip: the form's checks", () => {
  it("asks for both places, and for date, time and seats, each message once, sending nothing", async () => {
    const { user } = renderCreateTrip();
    expect((screen.getByLabelText("Available Seats") as HTMLInputElement).value).toBe("4");
    await user.clear(screen.getByLabelText("Available Seats"));
    await user.click(createRideButton());

    const from = screen.getByRole("combobox", { name: "From" });
    const to = screen.getByRole("combobox", { name: "To" });
    // one message for both places, on the first
    expect(await screen.findAllByText(TRIP_MESSAGES.bothLocations)).toHaveLength(1);
    expect(from.getAttribute("aria-invalid")).toBe("true");
    expect(to.getAttribute("aria-invalid")).not.toBe("true");

    // one message for the three, which each point at it
    const required = screen.getByText(TRIP_MESSAGES.requiredFields);
    expect(screen.getAllByText(TRIP_MESSAGES.requiredFields)).toHaveLength(1);
    for (const label of ["Date", "Time", "Available Seats"]) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(field.getAttribute("aria-describedby")).toContain(required.id);
    }
    expect(formRequests()).toHaveLength(0);
  });

  it("offers dates from today in Florida and says the time is 24-hour", () => {
    renderCreateTrip();
    expect(screen.getByLabelText("Date").getAttribute("min")).toBe(daysFromToday(0));
    expect(screen.getByLabelText("Date").getAttribute("max")).toBe(latestDepartureDate());
    expect(screen.getByLabelText("Time").getAttribute("type")).toBe("time");
    expect(screen.getByText(/24-hour time/)).toBeTruthy();
  });

  it("refuses a past date and more than 7 seats with their own messages", async () => {
    const { user } = renderCreateTrip();
    await user.type(screen.getByLabelText("Date"), daysFromToday(-1));
    await user.type(screen.getByLabelText("Time"), "09:30");
    await user.clear(screen.getByLabelText("Available Seats"));
    await user.type(screen.getByLabelText("Available Seats"), "8");
    await user.click(createRideButton());
    expect(await screen.findByText(TRIP_MESSAGES.datePast)).toBeTruthy();
    expect(screen.getByText(TRIP_MESSAGES.seats)).toBeTruthy();
    expect(screen.queryByText(TRIP_MESSAGES.requiredFields)).toBeNull();
    expect(formRequests()).toHaveLength(0);
  });

  it("refuses a date more than a year ahead with its own message", async () => {
    const { user } = renderCreateTrip();
    await user.type(screen.getByLabelText("Date"), "9999-12-31");
    await user.type(screen.getByLabelText("Time"), "09:30");
    await user.click(createRideButton());
    expect(await screen.findByText(TRIP_MESSAGES.dateTooFar)).toBeTruthy();
    expect(screen.getByLabelText("Date").getAttribute("aria-invalid")).toBe("true");
    expect(formRequests()).toHaveLength(0);
  });

  it("counts a non-numeric seat count as 1", () => {
    const values = {
      from: { text: "Gainesville" },
      to: { text: "Orlando" },
      departureDate: daysFromToday(3),
      departureTime: "09:30",
      notes: "",
    };
    const parsed = createTripFormSchema.safeParse({ ...values, availableSeats: "abc" });
    expect(parsed.success && parsed.data.availableSeats).toBe(1);
    const seven = createTripFormSchema.safeParse({
      ...values,
      availableSeats: String(LIMITS.driverSeats.max),
    });
    expect(seven.success && seven.data.availableSeats).toBe(7);
    expect(createTripFormSchema.safeParse({ ...values, availableSeats: "0" }).success).toBe(false);
  });

  it("refuses a time that has passed today here, where it can still be changed", () => {
    const parsed = createTripFormSchema.safeParse({
      from: { text: "Gainesville" },
      to: { text: "Orlando" },
      departureDate: daysFromToday(0),
      departureTime: "00:00",
      availableSeats: "3",
      notes: "",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["departureTime", TRIP_MESSAGES.departurePast],
    ]);
  });
});

describe("create a trip: who may", () => {
  it("without car details: the catalogue's banner, 'Add Vehicle' to the profile, and Create Ride disabled", () => {
    renderCreateTrip({ ...driverProfile, carMake: null, carModel: null, carYear: null, carColor: null });
    const banner = screen.getByRole("alert");
    expect(banner.textContent).toContain(TRIP_MESSAGES.carDetailsMissingTitle);
    expect(banner.textContent).toContain(TRIP_MESSAGES.carDetailsMissing);
    expect(screen.getByRole("link", { name: "Add Vehicle" }).getAttribute("href")).toBe("/profile");
    expect(createRideButton()).toHaveProperty("disabled", true);
  });

  it("with a car: its summary and 'Change Vehicle'", () => {
    renderCreateTrip();
    expect(screen.getByText("2021 Toyota Camry · Silver")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Change Vehicle" }).getAttribute("href")).toBe("/profile");
    expect(createRideButton()).toHaveProperty("disabled", false);
  });

  it.each([
    ["none", TRIP_MESSAGES.licenseMissing],
    ["pending", TRIP_MESSAGES.licensePending],
    ["rejected", TRIP_MESSAGES.licenseRejected],
  ] as const)("a license that is %s: why, and the way to the profile, instead of the form", (status, why) => {
    renderCreateTrip({
      ...driverProfile,
      driverLicenseVerified: false,
      licenseStatus: status,
      licenseRejectionReason: status === "rejected" ? "The photo is blurred." : null,
    });
    expect(screen.getByText(why)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to My Profile" }).getAttribute("href")).toBe("/profile");
    expect(screen.queryByRole("form", { name: "Create a trip" })).toBeNull();
    if (status === "rejected") expect(screen.getByText("The photo is blurred.")).toBeTruthy();
  });
});

describe("create a trip: on to the confirm screen", () => {
  const draft: TripDraft = tripDraftOf({ priceText: "18.00", idempotencyKey: "trip-key-before" });

  it("keeps the values 'Edit Trip' brings back, shows the Trip Information, and hands the trip on", async () => {
    standIn().answer(200, gainesvilleToOrlando);
    const { user, router } = renderCreateTrip(driverProfile, { tripDraft: draft });
    expect((screen.getByRole("combobox", { name: "From" }) as HTMLInputElement).value).toBe(
      GAINESVILLE.address,
    );
    expect((screen.getByLabelText("Available Seats") as HTMLInputElement).value).toBe("3");
    expect((screen.getByLabelText("Additional Notes") as HTMLTextAreaElement).value).toBe(draft.notes);

    const info = await screen.findByRole("region", { name: /Trip Information/ });
    expect(within(info).getByText("115 miles")).toBeTruthy();
    expect(within(info).getByText("1 hour 55 mins")).toBeTruthy();
    const suggested = gainesvilleToOrlando.price.driverPriceCents;
    expect(within(info).getAllByText(formatCents(suggested)).length).toBeGreaterThan(0);
    const routeRequest = new URL(formRequests()[0]!.url, "http://stand-in");
    expect(routeRequest.pathname).toBe("/api/routes");
    expect(routeRequest.searchParams.get("make")).toBe("Toyota");
    expect(routeRequest.searchParams.get("model")).toBe("Camry");

    await user.click(createRideButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/driver/confirm-trip"));
    const handedOn = readTripDraft(router.state.location.state);
    expect(handedOn).toEqual({
      ...draft,
      distance: 115,
      timeLength: "1 hour 55 mins",
      suggestedPriceCents: suggested,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // a new submission of the form is a new trip: a new key
    expect(handedOn?.idempotencyKey).not.toBe(draft.idempotencyKey);
  });
});

describe("create a trip: two different places", () => {
  it("refuses the same city typed twice, on To, sending nothing", async () => {
    const { user } = renderCreateTrip();
    await user.type(screen.getByRole("combobox", { name: "From" }), "Gainesville");
    await user.type(screen.getByRole("combobox", { name: "To" }), "gainesville");
    await user.type(screen.getByLabelText("Date"), daysFromToday(3));
    await user.type(screen.getByLabelText("Time"), "09:30");
    await user.click(createRideButton());
    expect(await screen.findByText(TRIP_MESSAGES.samePlace)).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "To" }).getAttribute("aria-invalid")).toBe("true");
    expect(formRequests()).toHaveLength(0);
  });

  it("says why in Trip Information when one place is chosen twice, and asks for no route", async () => {
    renderCreateTrip(driverProfile, {
      tripDraft: tripDraftOf({ to: { text: GAINESVILLE.address, place: GAINESVILLE } }),
    });
    const info = await screen.findByText(TRIP_MESSAGES.samePlace);
    expect(info).toBeTruthy();
    expect(formRequests()).toHaveLength(0);
  });
});

describe("create a trip: a place the map does not know", () => {
  it("says so in plain words and offers the nearest known place, which one click takes", async () => {
    standIn().answer(200, { place: null, suggestion: GAINESVILLE });
    const { user } = renderCreateTrip();
    await user.type(screen.getByRole("combobox", { name: "From" }), "Gainsvile");
    await user.type(screen.getByRole("combobox", { name: "To" }), "Orlando");
    await user.type(screen.getByLabelText("Date"), daysFromToday(3));
    await user.type(screen.getByLabelText("Time"), "09:30");
    await user.click(createRideButton());
    const message = geocodeFailedMessage("origin", GAINESVILLE.address);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(message).not.toMatch(/geocode/i);
    await user.click(screen.getByRole("button", { name: `Use ${GAINESVILLE.address}` }));
    const from = screen.getByRole("combobox", { name: "From" }) as HTMLInputElement;
    expect(from.value).toBe(GAINESVILLE.address);
    expect(screen.queryByText(message)).toBeNull();
  });
});

describe("create a trip: what was typed is kept", () => {
  it("fills the form again after it was left (Back from the confirm screen, a reload)", async () => {
    const first = renderCreateTrip();
    await first.user.type(screen.getByRole("combobox", { name: "From" }), "Gainesville");
    await first.user.type(screen.getByLabelText("Date"), daysFromToday(4));
    await first.user.type(screen.getByLabelText("Additional Notes"), "Meet at the Reitz");
    cleanup();

    renderCreateTrip();
    expect((screen.getByRole("combobox", { name: "From" }) as HTMLInputElement).value).toBe("Gainesville");
    expect((screen.getByLabelText("Date") as HTMLInputElement).value).toBe(daysFromToday(4));
    expect((screen.getByLabelText("Additional Notes") as HTMLTextAreaElement).value).toBe(
      "Meet at the Reitz",
    );
    cleanup();

    // what was typed after 'Edit Trip' wins over the trip it brought back (a reload keeps both)
    renderCreateTrip(driverProfile, { tripDraft: tripDraftOf({ notes: "As first confirmed" }) });
    expect((screen.getByLabelText("Additional Notes") as HTMLTextAreaElement).value).toBe(
      "Meet at the Reitz",
    );
    cleanup();

    // never for another account signed in on the same tab
    renderCreateTrip({ ...driverProfile, id: "another-driver" });
    expect((screen.getByRole("combobox", { name: "From" }) as HTMLInputElement).value).toBe("");
  });
});

describe("create a trip: on a phone", () => {
  it("shows the Trip Information (with the suggested price) before the Create Ride button", async () => {
    standIn().answer(200, gainesvilleToOrlando);
    // happy-dom's window: its viewport is what matchMedia answers for
    const { happyDOM } = window as unknown as {
      happyDOM: { setViewport(size: { width: number; height: number }): void };
    };
    const viewport = (size: { width: number; height: number }) => happyDOM.setViewport(size);
    viewport({ width: 360, height: 740 });
    try {
      renderCreateTrip(driverProfile, { tripDraft: tripDraftOf() });
      const info = await screen.findByRole("region", { name: /Trip Information/ });
      const order = info.compareDocumentPosition(createRideButton());
      expect(order & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      viewport({ width: 1024, height: 768 });
    }
  });
});

describe("create a trip: between the form and the confirm screen", () => {
  it("says what it is doing while it looks the places up and works out the distance", async () => {
    standIn().answer(200, { place: ORLANDO });
    const { user } = renderCreateTrip();
    await user.type(screen.getByRole("combobox", { name: "From" }), "Gainesville");
    await user.type(screen.getByRole("combobox", { name: "To" }), "Orlando");
    await user.type(screen.getByLabelText("Date"), daysFromToday(3));
    await user.type(screen.getByLabelText("Time"), "09:30");
    // a slow connection from here on
    standIn().slowDown(300);
    await user.click(createRideButton());
    const working = await screen.findByText(TRIP_TEXT.preparingConfirm);
    expect(working.getAttribute("role")).toBe("status");
    // the same place answers both look-ups: refused, and the status is gone
    expect(await screen.findByText(TRIP_MESSAGES.samePlace, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText(TRIP_TEXT.preparingConfirm)).toBeNull();
  });
});
