import { TRIP_SHARING_MESSAGES } from "@campusride/shared/messages";
import type { SharedTrip } from "@campusride/shared/schemas/trip-sharing";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ShareTrip } from "../../../src/features/trip-sharing/components/share-trip.tsx";
import { SharedTripView } from "../../../src/features/trip-sharing/components/shared-trip-view.tsx";
import { TripUpdatesAnswer } from "../../../src/features/trip-sharing/components/trip-updates-answer.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { asShown } from "../../support/zone-label.ts";

const standIn = httpStandInPerTest();
const RIDE_ID = "0d6f7a52-8f5e-4f0b-9d43-5b1f0c6f2a10";
const URL_SENT = `http://campusride.test/shared-trip/${"x".repeat(43)}`;
const CONFIRMATION_PATH = "/api/me/emergency-contact/confirmation";

const sharedTrip: SharedTrip = {
  departureCity: "Gainesville, FL",
  destinationCity: "Orlando, FL",
  originAddress: "Reitz Union, Gainesville, FL",
  destinationAddress: null,
  departureDate: "2026-12-03",
  departureTime: "09:30",
  departureAt: "2026-12-03T14:30:00.000Z",
  estimatedArrivalAt: "2026-12-03T16:25:00.000Z",
  status: "cancelled",
  driver: {
    firstName: "Dana",
    carMake: "Toyota",
    carModel: "Camry",
    carColor: "Silver",
    carYear: 2021,
    licensePlate: null,
  },
  sharedBy: { firstName: "Sam" },
  pickupSpot: null,
  expiresAt: "2026-12-03T17:25:00.000Z",
};

describe("Share my trip", () => {
  it("without a contact email, links to the profile's emergency contact card and sends nothing", () => {
    renderScreen(<ShareTrip rideId={RIDE_ID} contact={{ name: "Maria", email: null }} />);
    const link = screen.getByRole("link", { name: "Add an emergency contact" });
    expect(link.getAttribute("href")).toBe("/profile#emergency-contact");
    expect(screen.queryByRole("button", { name: "Share my trip" })).toBeNull();
  });

  it("names the contact before sending, then shows who got it and the link to copy", async () => {
    standIn().answerPath(CONFIRMATION_PATH, 200, { status: "confirmed" });
    const { user } = renderScreen(
      <ShareTrip rideId={RIDE_ID} contact={{ name: "Maria Lopez", email: "maria@example.com" }} />,
    );
    await user.click(screen.getByRole("button", { name: "Share my trip" }));
    const dialog = await screen.findByRole("dialog", { name: "Share this trip?" });
    expect(dialog.textContent).toContain("Maria Lopez (maria@example.com)");
    expect(await screen.findByText(/has confirmed: trip links reach them straight away/)).toBeTruthy();
    expect(dialog.textContent).not.toContain("They have not confirmed yet");
    standIn().answer(201, {
      status: "sent",
      url: URL_SENT,
      expiresAt: sharedTrip.expiresAt,
      sentTo: "Maria Lopez",
    });
    await user.click(within(dialog).getByRole("button", { name: "Send Link" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("Link sent to Maria Lopez.")).toBeTruthy();
    expect((screen.getByLabelText("Trip link") as HTMLInputElement).value).toBe(URL_SENT);
    expect(standIn().requests.map((request) => `${request.method} ${request.url}`)).toContain(
      `POST /api/rides/${RIDE_ID}/share`,
    );
  });

  it("says a contact who has not confirmed is asked first, and after sending that they were", async () => {
    standIn().answerPath(CONFIRMATION_PATH, 200, { status: "notAsked" });
    const { user } = renderScreen(
      <ShareTrip rideId={RIDE_ID} contact={{ name: "Maria Lopez", email: "maria@example.com" }} />,
    );
    await user.click(screen.getByRole("button", { name: "Share my trip" }));
    const dialog = await screen.findByRole("dialog", { name: "Share this trip?" });
    expect(dialog.textContent).toContain("They have not confirmed yet, so we first ask them to");
    standIn().answerPath(CONFIRMATION_PATH, 200, { status: "pending" });
    standIn().answer(201, {
      status: "awaitingConfirmation",
      url: null,
      expiresAt: sharedTrip.expiresAt,
      sentTo: "Maria Lopez",
    });
    await user.click(within(dialog).getByRole("button", { name: "Send Link" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(
      screen.getByText("We asked Maria Lopez to confirm. The link goes out as soon as they do."),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Trip link")).toBeNull();
    // the contact's state is read again: asked, not yet answered
    expect(await screen.findByText(/has not confirmed yet/)).toBeTruthy();
  });

  it("offers no sharing to a contact who asked for no trip emails, and the way to change the contact", async () => {
    standIn().answerPath(CONFIRMATION_PATH, 200, { status: "stopped" });
    renderScreen(<ShareTrip rideId={RIDE_ID} contact={{ name: null, email: "m@example.com" }} />);
    expect(await screen.findByText(TRIP_SHARING_MESSAGES.contactStopped, { exact: false })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Change your emergency contact" }).getAttribute("href")).toBe(
      "/profile#emergency-contact",
    );
    expect(screen.queryByRole("button", { name: "Share my trip" })).toBeNull();
  });

  it("keeps the dialog open with the server's reason when sharing is refused", async () => {
    standIn().answerPath(CONFIRMATION_PATH, 200, { status: "confirmed" });
    const { user } = renderScreen(
      <ShareTrip rideId={RIDE_ID} contact={{ name: null, email: "m@example.com" }} />,
    );
    await user.click(screen.getByRole("button", { name: "Share my trip" }));
    const dialog = await screen.findByRole("dialog", { name: "Share this trip?" });
    standIn().answer(429, { error: { code: "RATE_LIMITED", message: TRIP_SHARING_MESSAGES.rateLimited } });
    await user.click(within(dialog).getByRole("button", { name: "Send Link" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(TRIP_SHARING_MESSAGES.rateLimited);
  });
});

describe("the emergency contact's page", () => {
  const TOKEN = "t".repeat(43);

  it("answers only when a button is pressed, sending the mail's token", async () => {
    const { user } = renderScreen(<TripUpdatesAnswer token={TOKEN} />);
    expect(screen.getByRole("heading", { level: 1, name: "Trip updates from CampusRide" })).toBeTruthy();
    expect(standIn().requests).toEqual([]);
    standIn().answer(200, { message: TRIP_SHARING_MESSAGES.contactConfirmed });
    await user.click(screen.getByRole("button", { name: "Yes, Send Me Trip Links" }));
    expect((await screen.findByRole("status")).textContent).toBe(TRIP_SHARING_MESSAGES.contactConfirmed);
    const [request] = standIn().requests;
    expect(`${request?.method} ${request?.url}`).toBe("POST /api/trip-updates/confirm");
    expect(JSON.parse(request!.body)).toEqual({ token: TOKEN });
  });

  it("stops trip emails, and says a link it does not know has expired", async () => {
    const { user } = renderScreen(<TripUpdatesAnswer token={TOKEN} />);
    standIn().answer(404, { error: { code: "NOT_FOUND", message: TRIP_SHARING_MESSAGES.linkNotFound } });
    await user.click(screen.getByRole("button", { name: "No, Never Email Me About Trips" }));
    expect(await screen.findByRole("heading", { name: TRIP_SHARING_MESSAGES.linkNotFound })).toBeTruthy();
    expect(standIn().requests.map((request) => request.url)).toEqual(["/api/trip-updates/stop"]);
  });
});

describe("the shared trip page", () => {
  it("shows the route, times, driver and car, and that the trip was cancelled", async () => {
    standIn().answer(200, sharedTrip);
    renderScreen(<SharedTripView token={"x".repeat(43)} />);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Gainesville to Orlando");
    expect(screen.getByText("This trip was cancelled by its driver.")).toBeTruthy();
    expect(screen.getByText("Reitz Union, Gainesville, FL")).toBeTruthy();
    expect(screen.getByText("Silver Toyota Camry (2021)")).toBeTruthy();
    expect(screen.getByText("Dana")).toBeTruthy();
    // 12-hour, in Florida's time (with its zone to a browser elsewhere)
    expect(screen.getByText(/, 9:30 AM( EST)?$/)).toBeTruthy();
    expect(screen.getByText(asShown("Thu 11:25 AM", sharedTrip.estimatedArrivalAt!))).toBeTruthy();
  });

  it("says the arrival is not known rather than guessing one", async () => {
    standIn().answer(200, { ...sharedTrip, status: "active", estimatedArrivalAt: null });
    renderScreen(<SharedTripView token={"x".repeat(43)} />);
    const arrival = await screen.findByText("Estimated arrival");
    expect(arrival.nextElementSibling!.textContent).toBe(TRIP_SHARING_MESSAGES.arrivalUnknown);
  });

  it("says the link has expired or was not found on a 404", async () => {
    standIn().answer(404, { error: { code: "NOT_FOUND", message: TRIP_SHARING_MESSAGES.linkNotFound } });
    renderScreen(<SharedTripView token="gone" />);
    expect(await screen.findByRole("heading", { name: TRIP_SHARING_MESSAGES.linkNotFound })).toBeTruthy();
  });
});
