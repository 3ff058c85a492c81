import { TRIP_MESSAGES } from "@campusride/shared/messages";
import { LIMITS } from "@campusride/shared/limits";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TripSpots } from "../../../src/components/ui/trip-spots.tsx";
import { createTripFormSchema } from "../../../src/features/rides/create-trip-schema.ts";
import { tripSpotFormSchema } from "../../../src/features/rides/trip-spot-form.ts";
import { daysFromToday, GAINESVILLE, ORLANDO } from "../../support/trip-fixtures.ts";

const REITZ = {
  placeId: "landmark:reitz",
  name: "Reitz Union",
  address: "J. Wayne Reitz Union, Gainesville, FL, USA",
  lat: 29.6463,
  lng: -82.3478,
};
const pickupSchema = tripSpotFormSchema(TRIP_MESSAGES.pickupSpotPlace);

afterEach(cleanup);

describe("a spot's fields", () => {
  it("are no spot when left empty", () => {
    expect(pickupSchema.parse({ text: " ", note: "" })).toBeNull();
    expect(pickupSchema.parse(undefined)).toBeNull();
  });

  it("give the chosen place and the note, trimmed", () => {
    expect(pickupSchema.parse({ text: REITZ.address, place: REITZ, note: " North entrance " })).toEqual({
      label: REITZ.address,
      lat: REITZ.lat,
      lng: REITZ.lng,
      note: "North entrance",
    });
    expect(pickupSchema.parse({ text: REITZ.address, place: REITZ, note: "" })).not.toHaveProperty("note");
  });

  it("refuse a note, or typed text, without a place chosen from the list", () => {
    for (const value of [
      { text: "", note: "North entrance" },
      { text: "Reitz", note: "" },
    ]) {
      const parsed = pickupSchema.safeParse(value);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([TRIP_MESSAGES.pickupSpotPlace]);
    }
    const long = pickupSchema.safeParse({
      text: REITZ.address,
      place: REITZ,
      note: "x".repeat(LIMITS.spotNote + 1),
    });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([TRIP_MESSAGES.spotNoteTooLong]);
  });
});

describe("the create form's spots", () => {
  const trip = {
    from: { text: GAINESVILLE.address, place: GAINESVILLE },
    to: { text: ORLANDO.address, place: ORLANDO },
    departureDate: daysFromToday(3),
    departureTime: "09:30",
    availableSeats: "3",
    notes: "",
  };

  it("take a pickup spot near the start", () => {
    const parsed = createTripFormSchema.safeParse({
      ...trip,
      pickupSpot: { text: REITZ.address, place: REITZ, note: "" },
    });
    expect(parsed.success && parsed.data.pickupSpot?.label).toBe(REITZ.address);
  });

  it("refuse a pickup spot far from the start and a drop-off spot far from the end", () => {
    const parsed = createTripFormSchema.safeParse({
      ...trip,
      pickupSpot: { text: ORLANDO.address, place: ORLANDO, note: "" },
      dropoffSpot: { text: REITZ.address, place: REITZ, note: "" },
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["pickupSpot", TRIP_MESSAGES.pickupSpotTooFar],
      ["dropoffSpot", TRIP_MESSAGES.dropoffSpotTooFar],
    ]);
  });
});

describe("TripSpots", () => {
  it("shows each spot with its note and directions in the maps app", () => {
    render(
      <TripSpots
        pickupSpot={{ label: REITZ.address, lat: REITZ.lat, lng: REITZ.lng, note: "North entrance" }}
        dropoffSpot={{ label: ORLANDO.address, lat: ORLANDO.lat, lng: ORLANDO.lng, note: null }}
      />,
    );
    const pickup = screen.getByRole("region", { name: TRIP_MESSAGES.pickupSpotTitle });
    expect(pickup.textContent).toContain(REITZ.address);
    expect(pickup.textContent).toContain("North entrance");
    expect(
      within(pickup)
        .getByRole("link", { name: /Directions/ })
        .getAttribute("href"),
    ).toBe("https://www.google.com/maps/dir/?api=1&destination=29.6463,-82.3478");
    const dropoff = screen.getByRole("region", { name: TRIP_MESSAGES.dropoffSpotTitle });
    expect(
      within(dropoff)
        .getByRole("link", { name: /Directions/ })
        .getAttribute("href"),
    ).toBe(`https://www.google.com/maps/dir/?api=1&destination=${ORLANDO.lat},${ORLANDO.lng}`);
  });

  it("shows nothing when the trip has no spot (or the reader may not see them)", () => {
    const { container } = render(<TripSpots pickupSpot={null} dropoffSpot={null} />);
    expect(container.innerHTML).toBe("");
  });
});
