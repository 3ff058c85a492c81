import {
  approveQuestion,
  BOOKING_MESSAGES,
  NO_SHOW_MESSAGES,
  notEnoughSeatsMessage,
  PICKUP_PROPOSAL_MESSAGES,
  TRIP_MESSAGES,
} from "@campusride/shared/messages";
import type { TripRequest, TripRequests as TripRequestsResponse } from "@campusride/shared/schemas/bookings";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TripRequests } from "../../../src/features/rides/components/requests/trip-requests.tsx";
import { TRIP_TEXT } from "../../../src/features/rides/trip-text.ts";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { daysFromToday, driverRideOf } from "../../support/trip-fixtures.ts";

const standIn = httpStandInPerTest();
const RIDE_ID = "0d6f7a52-8f5e-4f0b-9d43-5b1f0c6f2a10";

function request(id: string, firstName: string, seats: number, status: TripRequest["status"]): TripRequest {
  return {
    id,
    rideId: RIDE_ID,
    riderId: `rider-${id}`,
    seatsRequested: seats,
    bagsCount: 1,
    totalPriceCents: 1500 * seats,
    priceCents: 2100 * seats,
    status,
    notes: status === "pending" ? "I can meet at the library" : null,
    pickupProposal: null,
    createdAt: "2026-06-01T18:15:00.000Z",
    updatedAt: "2026-06-01T18:15:00.000Z",
    rider: { id: `rider-${id}`, firstName, lastName: "Rider" },
  };
}

const answer: TripRequestsResponse = {
  ride: driverRideOf({
    id: RIDE_ID,
    destinationCity: "Orlando",
    originAddress: "Gainesville, FL, USA",
    destinationAddress: "Orlando, FL, USA",
    departureDate: daysFromToday(4),
    departureTime: "09:00:00",
    seatsRemaining: 2,
    pricePerSeatCents: 1500,
    riderPricePerSeatCents: 2100,
    distance: 115,
    timeLength: "1 hour 55 mins",
    createdAt: "2026-06-01T12:00:00.000Z",
    notes: "Two bags per rider at most",
    updatedAt: "2026-06-01T12:00:00.000Z",
  }),
  pending: [
    request("6a0f3c2e-1b7d-4c55-9a3e-2f1d0c9b8a71", "Ana", 2, "pending"),
    request("7b1f4d3f-2c8e-4d66-8b4f-3a2e1d0c9b82", "Ben", 3, "pending"),
  ],
  approved: [request("8c2a5e4a-3d9f-4e77-9c5a-4b3f2e1d0c93", "Cam", 2, "approved")],
  rejected: [request("9d3b6f5b-4eaf-4f88-8d6b-5c4a3f2e1d04", "Dee", 1, "rejected")],
  expired: [],
};

function renderRequests() {
  return renderScreen(<TripRequests rideId={RIDE_ID} />, { path: `/dashboard/trip-requests/${RIDE_ID}` });
}

describe("a trip's requests", () => {
  it("shows the trip, then Pending, Approved and Rejected with their counts and details", async () => {
    standIn().answer(200, answer);
    renderRequests();
    const details = await screen.findByRole("region", { name: "Trip Details" });
    expect(within(details).getByText("2 of 4 seats remaining")).toBeTruthy();
    expect(within(details).getByText("$15.00")).toBeTruthy();
    expect(within(details).getByText("Active")).toBeTruthy();
    expect(within(details).getByText("Two bags per rider at most")).toBeTruthy();

    expect(screen.getByRole("heading", { name: "Pending (2)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Approved (1)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Rejected (1)" })).toBeTruthy();
    const ben = screen.getByRole("article", { name: "Ben Rider" });
    expect(within(ben).getByText("BR")).toBeTruthy();
    expect(within(ben).getByText(/^Requested/)).toBeTruthy();
    // total price = price per seat × seats
    expect(within(ben).getByText("$45.00")).toBeTruthy();
    expect(within(ben).getByText("I can meet at the library")).toBeTruthy();
    expect(screen.getByText("2 seats · $30.00")).toBeTruthy();
  });

  it("warns and disables Approve when fewer seats are left than requested", async () => {
    standIn().answer(200, answer);
    const { user } = renderRequests();
    await user.click(await screen.findByRole("button", { name: "Approve Ben Rider" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve Request" });
    expect(within(dialog).getByText(approveQuestion("Ben Rider", 3))).toBeTruthy();
    expect(within(dialog).getByText(TRIP_MESSAGES.notEnoughSeatsWarning)).toBeTruthy();
    expect(within(dialog).getByText(notEnoughSeatsMessage(2, 3))).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Approve" })).toHaveProperty("disabled", true);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("approves a request that fits, and shows the server's 409 when the seats went meanwhile", async () => {
    standIn().answer(200, answer);
    const { user } = renderRequests();
    await user.click(await screen.findByRole("button", { name: "Approve Ana Rider" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve Request" });
    expect(within(dialog).queryByText(TRIP_MESSAGES.notEnoughSeatsWarning)).toBeNull();

    const conflict = notEnoughSeatsMessage(0, 2);
    standIn().answer(409, { error: { code: "CONFLICT", message: conflict } });
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(conflict);
    const sent = standIn().requests.map((request) => `${request.method} ${request.url}`);
    const approve = sent.indexOf(`POST /api/bookings/${answer.pending[0]!.id}/approve`);
    expect(approve).toBeGreaterThan(0);
    // the trip changed meanwhile: its requests are read again after the refusal
    await waitFor(() =>
      expect(
        standIn()
          .requests.slice(approve + 1)
          .map((request) => request.url),
      ).toContain(`/api/rides/${RIDE_ID}/requests`),
    );
  });

  it("says when each pending request expires, and lists expired requests apart", async () => {
    const cleo = { ...request("9d3b6f5b-4eaf-4f88-8d6b-5c4a3f2e1d09", "Cleo", 1, "expired") };
    standIn().answer(200, { ...answer, expired: [cleo] });
    renderRequests();
    const ana = await screen.findByRole("article", { name: "Ana Rider" });
    expect(within(ana).getByText(/^Expires (in \d+ (h|min)|at departure)$/)).toBeTruthy();
    const expired = screen.getByRole("region", { name: "Expired (1)" });
    expect(within(expired).getByText("Cleo Rider")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Rejected (1)" })).toBeTruthy();
  });

  it("offers no Approve or Reject on a trip that was cancelled, and says why", async () => {
    standIn().answer(200, { ...answer, ride: { ...answer.ride, status: "cancelled" } });
    renderRequests();
    expect(await screen.findByRole("heading", { name: "Pending (2)" })).toBeTruthy();
    expect(screen.getAllByText(TRIP_TEXT.closedRequestsNote)).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /^Approve / })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Reject / })).toBeNull();
  });

  it("rejects after its confirmation", async () => {
    standIn().answer(200, answer);
    const { user } = renderRequests();
    await user.click(await screen.findByRole("button", { name: "Reject Ben Rider" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject Request" });
    // the stand-in answers the reject and the list read after it alike: with the list as it is then
    const ben = { ...answer.pending[1]!, status: "rejected" as const };
    standIn().answer(200, { ...answer, pending: [answer.pending[0]], rejected: [...answer.rejected, ben] });
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByRole("heading", { name: "Rejected (2)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Pending (1)" })).toBeTruthy();
    expect(standIn().requests.map((sent) => `${sent.method} ${sent.url}`)).toContain(
      `POST /api/bookings/${answer.pending[1]!.id}/reject`,
    );
    // Ben's buttons are gone with his pending item: the focus goes to what happened
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Ben Rider's request is rejected."));
  });

  it("tells a driver who does not own the trip only that it is not theirs to see", async () => {
    standIn().answer(404, { error: { code: "NOT_FOUND", message: TRIP_MESSAGES.notFoundOrForbidden } });
    renderRequests();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(TRIP_MESSAGES.notFoundOrForbidden)).toBeTruthy();
    // trying again cannot find it: the way back instead
    expect(within(alert).getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe(
      "/driver",
    );
    expect(within(alert).queryByRole("button", { name: "Try Again" })).toBeNull();
  });

  it("offers 'Try Again' when the requests could not be read, and reads them again", async () => {
    standIn().answer(500, { error: { code: "INTERNAL", message: "Something went wrong" } });
    const { user } = renderRequests();
    const alert = await screen.findByRole("alert", {}, { timeout: 5_000 });
    expect(within(alert).getByText(TRIP_MESSAGES.requestsLoadFailed)).toBeTruthy();
    expect(within(alert).queryByRole("link")).toBeNull();
    standIn().answer(200, answer);
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Pending (2)" })).toBeTruthy();
  });
});

describe("no-shows", () => {
  // the trip left yesterday and is not completed yet
  const day = {
    startedAt: null,
    delayMinutes: 0,
    driverNoShowAt: null,
    canStart: true,
    canMarkNoShow: true,
    canReportDriverNoShow: true,
  };
  const departed = {
    ...answer,
    ride: { ...answer.ride, departureDate: daysFromToday(-1) },
    pending: [],
    day,
  };
  const cam = answer.approved[0]!;

  it("offers 'Mark no-show' on a confirmed rider only once the trip has left", async () => {
    standIn().answer(200, answer);
    renderRequests();
    await screen.findByRole("heading", { name: "Approved (1)" });
    expect(screen.queryByRole("button", { name: /Mark no-show/ })).toBeNull();
  });

  it("marks a confirmed rider as a no-show after a confirmation; the badge then reads 'No-show'", async () => {
    standIn().answer(200, departed);
    const { user } = renderRequests();
    await user.click(await screen.findByRole("button", { name: "Mark no-show: Cam Rider" }));
    const dialog = await screen.findByRole("dialog", { name: TRIP_TEXT.noShowTitle });
    expect(within(dialog).getByText(TRIP_TEXT.noShowQuestion("Cam Rider"))).toBeTruthy();
    expect(standIn().requests.some((request) => request.method === "POST")).toBe(false);

    standIn().answerPath(`/api/bookings/${cam.id}/no-show`, 200, { ...cam, status: "no_show" });
    standIn().answer(200, { ...departed, approved: [{ ...cam, status: "no_show" }] });
    await user.click(within(dialog).getByRole("button", { name: "Mark no-show" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(standIn().requests.map((request) => `${request.method} ${request.url}`)).toContain(
      `POST /api/bookings/${cam.id}/no-show`,
    );
    expect((await screen.findByRole("status")).textContent).toContain(
      BOOKING_MESSAGES.noShowMarked("Cam Rider"),
    );
    expect(await screen.findByText("No-show")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Mark no-show/ })).toBeNull();
  });

  it("shows 'Mark no-show' disabled with the reason until the server allows it", async () => {
    standIn().answer(200, { ...departed, day: { ...day, canMarkNoShow: false } });
    renderRequests();
    const button = await screen.findByRole("button", { name: "Mark no-show: Cam Rider" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(NO_SHOW_MESSAGES.noShowTooEarly)).toBeTruthy();
  });

  it("shows the server's refusal in the dialog", async () => {
    standIn().answer(200, departed);
    const { user } = renderRequests();
    await user.click(await screen.findByRole("button", { name: "Mark no-show: Cam Rider" }));
    const dialog = await screen.findByRole("dialog");
    standIn().answerPath(`/api/bookings/${cam.id}/no-show`, 409, {
      error: { code: "CONFLICT", message: BOOKING_MESSAGES.noShowNotConfirmed },
    });
    await user.click(within(dialog).getByRole("button", { name: "Mark no-show" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(BOOKING_MESSAGES.noShowNotConfirmed);
  });
});

describe("a proposed pickup spot", () => {
  const proposal = {
    label: "Library West, Gainesville, FL",
    lat: 29.6515,
    lng: -82.3428,
    note: "By the bike racks",
    status: "proposed" as const,
  };

  it("shows beside the request with Accept spot and Keep my spot, and sends the driver's answer", async () => {
    const ana = { ...answer.pending[0]!, pickupProposal: proposal };
    standIn().answer(200, { ...answer, pending: [ana, answer.pending[1]!] });
    const { user } = renderRequests();
    const item = await screen.findByRole("article", { name: "Ana Rider" });
    const shown = within(item).getByRole("region", { name: PICKUP_PROPOSAL_MESSAGES.title });
    expect(within(shown).getByText(PICKUP_PROPOSAL_MESSAGES.proposedBy("Ana"))).toBeTruthy();
    expect(within(shown).getByText("Library West, Gainesville, FL")).toBeTruthy();
    expect(within(shown).getByText("By the bike racks")).toBeTruthy();
    // Ben proposed nothing
    const ben = screen.getByRole("article", { name: "Ben Rider" });
    expect(within(ben).queryByRole("region", { name: PICKUP_PROPOSAL_MESSAGES.title })).toBeNull();

    const acceptedAna = { ...ana, pickupProposal: { ...proposal, status: "accepted" as const } };
    standIn().answer(200, acceptedAna);
    // the requests are read again after the answer
    standIn().answer(200, { ...answer, pending: [acceptedAna, answer.pending[1]!] });
    await user.click(within(shown).getByRole("button", { name: PICKUP_PROPOSAL_MESSAGES.accept }));
    expect(await screen.findByText(PICKUP_PROPOSAL_MESSAGES.accepted)).toBeTruthy();
    const sent = standIn().requests.find((request) => request.url.endsWith("/pickup-proposal"));
    expect(sent?.method).toBe("POST");
    expect(sent?.url).toBe(`/api/bookings/${ana.id}/pickup-proposal`);
    expect(JSON.parse(sent?.body ?? "{}")).toEqual({ accept: true });
  });

  it("shows the server's refusal under the buttons", async () => {
    const ana = { ...answer.pending[0]!, pickupProposal: proposal };
    standIn().answer(200, { ...answer, pending: [ana] });
    const { user } = renderRequests();
    const shown = await screen.findByRole("region", { name: PICKUP_PROPOSAL_MESSAGES.title });
    standIn().answer(409, { error: { code: "CONFLICT", message: PICKUP_PROPOSAL_MESSAGES.notOpen } });
    await user.click(within(shown).getByRole("button", { name: PICKUP_PROPOSAL_MESSAGES.keep }));
    expect(await within(shown).findByText(PICKUP_PROPOSAL_MESSAGES.notOpen)).toBeTruthy();
  });

  it("names each approved rider's spot: the accepted proposal, else the trip's", async () => {
    const tripSpot = { label: "Reitz Union, Gainesville, FL", lat: 29.6463, lng: -82.3478, note: null };
    const cam = { ...answer.approved[0]!, pickupProposal: { ...proposal, status: "accepted" as const } };
    const dee = { ...request("1e4c7a6c-5fb0-4a99-9e7c-6d5b4a3f2e15", "Dee", 1, "approved") };
    standIn().answer(200, {
      ...answer,
      ride: { ...answer.ride, pickupSpot: tripSpot },
      approved: [cam, dee],
    });
    renderRequests();
    expect(await screen.findByText(/Library West, Gainesville, FL \(By the bike racks\)/)).toBeTruthy();
    expect(screen.getByText(/Reitz Union, Gainesville, FL/)).toBeTruthy();
  });
});
