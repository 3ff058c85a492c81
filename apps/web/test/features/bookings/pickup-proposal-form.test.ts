import { riderPickupSpot } from "@campusride/shared/domain/trip-spots";
import { LIMITS } from "@campusride/shared/limits";
import { PICKUP_PROPOSAL_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import { describe, expect, it } from "vitest";
import { requestFormSchema } from "../../../src/features/bookings/pickup-proposal-form.ts";

// The seat request's proposed pickup spot, checked in the form as the server checks it.
const schema = requestFormSchema({ originLat: 29.6516, originLng: -82.3248 });
const RIDE_ID = "0d6f7a52-8f5e-4f0b-9d43-5b1f0c6f2a10";

function place(address: string, lat: number, lng: number) {
  return { placeId: "", name: address, address, lat, lng };
}

function request(pickupProposal: unknown) {
  return schema.safeParse({ rideId: RIDE_ID, seatsRequested: 1, bagsCount: 0, notes: "", pickupProposal });
}

function messages(result: ReturnType<typeof request>) {
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("the request form's proposed pickup spot", () => {
  it("is left out when its fields are empty", () => {
    const result = request({ text: "", note: "" });
    expect(result.success && result.data.pickupProposal).toBeUndefined();
  });

  it("is sent as POST /api/bookings takes it, near the trip's start", () => {
    const result = request({
      text: "Library West",
      place: place("Library West", 29.6515, -82.3428),
      note: " Racks ",
    });
    expect(result.success && result.data.pickupProposal).toEqual({
      label: "Library West",
      lat: 29.6515,
      lng: -82.3428,
      note: "Racks",
    });
  });

  it("refuses a place too far from the start, typed text without a place, and a long note", () => {
    expect(messages(request({ text: "Ocala", place: place("Ocala", 29.1872, -82.1401), note: "" }))).toEqual([
      PICKUP_PROPOSAL_MESSAGES.tooFar,
    ]);
    expect(messages(request({ text: "Somewhere", note: "" }))).toEqual([PICKUP_PROPOSAL_MESSAGES.place]);
    const long = { text: "L", place: place("L", 29.6515, -82.3428), note: "x".repeat(LIMITS.spotNote + 1) };
    expect(messages(request(long))).toEqual([TRIP_MESSAGES.spotNoteTooLong]);
  });

  it("refuses any place when the trip's start is unknown", () => {
    const unknown = requestFormSchema({ originLat: null, originLng: null });
    const result = unknown.safeParse({
      rideId: RIDE_ID,
      seatsRequested: 1,
      bagsCount: 0,
      pickupProposal: { text: "L", place: place("L", 29.6515, -82.3428), note: "" },
    });
    expect(result.success).toBe(false);
  });
});

describe("a rider's pickup spot", () => {
  const trip = { label: "Reitz Union", lat: 29.6463, lng: -82.3478, note: "North entrance" };
  const proposal = { label: "Library West", lat: 29.6515, lng: -82.3428, note: null };

  it("is the proposal once accepted, else the trip's", () => {
    expect(riderPickupSpot(trip, { ...proposal, status: "accepted" })).toEqual(proposal);
    expect(riderPickupSpot(trip, { ...proposal, status: "proposed" })).toEqual(trip);
    expect(riderPickupSpot(trip, { ...proposal, status: "declined" })).toEqual(trip);
    expect(riderPickupSpot(null, null)).toBeNull();
    expect(riderPickupSpot(null, { ...proposal, status: "accepted" })).toEqual(proposal);
  });
});
