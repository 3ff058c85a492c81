import { CONNECTION_MESSAGES } from "@campusride/shared/messages";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BusyStatus } from "../../src/app/layout/busy-status.tsx";
import { api } from "../../src/lib/api-client.ts";
import { BUSY_TRIES } from "../../src/lib/busy-retry.ts";
import { createQueryClient } from "../../src/lib/query-client.ts";
import { httpStandInPerTest } from "../support/http-stand-in.ts";

const standIn = httpStandInPerTest();
const BUSY_MESSAGE = "CampusRide is very busy right now. Please try again in a few seconds.";
const BUSY = { error: { code: "UNAVAILABLE", message: BUSY_MESSAGE } };

/** The stand-in refuses every request as busy, asking for `seconds` of wait. */
const refuseAsBusy = (seconds: string) =>
  standIn().answer(503, BUSY, "application/json", { "retry-after": seconds });

describe("a busy server's 503 with Retry-After", () => {
  it("is waited out and a read sent again, the page saying so meanwhile in a polite status", async () => {
    const { container } = render(<BusyStatus />);
    expect(container.querySelector("[aria-live=polite]")!.textContent).toBe("");
    refuseAsBusy("1");
    const started = performance.now();
    const rides = api.get("/api/rides/mine");

    expect((await screen.findByRole("status")).textContent).toBe(CONNECTION_MESSAGES.busyRetrying);
    standIn().answer(200, { rides: [] });
    await expect(rides).resolves.toEqual({ rides: [] });
    // the server's wait, at least
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
    expect(standIn().requests.map((request) => request.url)).toEqual(["/api/rides/mine", "/api/rides/mine"]);
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
  });

  it("is tried a few times at most, then its message is shown", async () => {
    render(<BusyStatus />);
    refuseAsBusy("0");
    const error = await api.get("/api/rides/mine").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 503, code: "UNAVAILABLE", message: BUSY_MESSAGE });
    expect(standIn().requests).toHaveLength(BUSY_TRIES);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("sends a change again only when it carries an Idempotency-Key", async () => {
    refuseAsBusy("0");
    const unkeyed = await api.post("/api/contact", { name: "Ana" }).catch((caught: unknown) => caught);
    expect(unkeyed).toMatchObject({ status: 503, message: BUSY_MESSAGE });
    expect(standIn().requests).toHaveLength(1);

    const keyed = api.post("/api/bookings", { rideId: "r1" }, { headers: { "Idempotency-Key": "k-1" } });
    await expect(keyed).rejects.toMatchObject({ status: 503 });
    const sent = standIn().requests.slice(1);
    expect(sent).toHaveLength(BUSY_TRIES);
    expect(sent.map((request) => request.headers["idempotency-key"])).toEqual(Array(BUSY_TRIES).fill("k-1"));
  });

  it("is not tried again without a Retry-After, nor by the query client after the API client's tries", async () => {
    standIn().answer(503, BUSY);
    await expect(api.get("/api/rides/mine")).rejects.toMatchObject({ status: 503 });
    expect(standIn().requests).toHaveLength(1);

    refuseAsBusy("0");
    const client = createQueryClient({ retryDelay: 0 });
    const read = client.fetchQuery({ queryKey: ["rides"], queryFn: () => api.get("/api/rides/mine") });
    await expect(read).rejects.toMatchObject({ status: 503, message: BUSY_MESSAGE });
    expect(standIn().requests).toHaveLength(1 + BUSY_TRIES);
  });

  it("stops waiting when the request is aborted", async () => {
    refuseAsBusy("5");
    const controller = new AbortController();
    const rides = api.get("/api/rides/mine", { signal: controller.signal });
    await expect.poll(() => standIn().requests.length).toBe(1);
    controller.abort();
    await expect(rides).rejects.toMatchObject({ name: "AbortError" });
    expect(standIn().requests).toHaveLength(1);
  });
});
