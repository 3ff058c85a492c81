import { describe, expect, it } from "vitest";
import { BookingPlanner, type Approval, type SeatRequest } from "../lib/load-bookings.ts";
import { LoadTally, loadVerdict, outcomeOf, weightedPicker } from "../lib/load-mix.ts";
import { seededRandom } from "../lib/stats.ts";

describe("the load mix's picker", () => {
  it("gives each kind its share of the weights, and never a kind weighted 0", () => {
    const pick = weightedPicker({ read: 70, write: 30, never: 0 }, seededRandom(1));
    const counts = { read: 0, write: 0, never: 0 };
    for (let n = 0; n < 20_000; n += 1) counts[pick()] += 1;
    expect(counts.never).toBe(0);
    expect(counts.read / 20_000).toBeCloseTo(0.7, 1);
    expect(counts.write / 20_000).toBeCloseTo(0.3, 1);
  });

  it("picks by where the random number falls, the last kind for the top of the range", () => {
    const values = [0, 0.69, 0.7, 0.999999];
    const pick = weightedPicker({ read: 70, write: 30 }, () => values.shift()!);
    expect([pick(), pick(), pick(), pick()]).toEqual(["read", "read", "write", "write"]);
  });

  it("refuses weights with nothing to pick", () => {
    expect(() => weightedPicker({ read: 0 }, Math.random)).toThrow();
  });
});

describe("the load tally", () => {
  it("counts 2xx as answered, 429 apart, and everything else (a timeout's 0 too) as an error", () => {
    expect([200, 201, 299, 429, 300, 404, 409, 500, 0].map(outcomeOf)).toEqual([
      "ok",
      "ok",
      "ok",
      "limited",
      "error",
      "error",
      "error",
      "error",
      "error",
    ]);
  });

  it("summarises any group of kinds: nearest-rank percentiles, limits and errors by status and kind", () => {
    const tally = new LoadTally<"search" | "request" | "approve">();
    for (let ms = 1; ms <= 100; ms += 1) tally.record("search", 200, ms);
    tally.record("request", 201, 400);
    tally.record("request", 429, 5);
    tally.record("approve", 409, 250);
    tally.record("approve", 500, 300);

    const writes = tally.summary(["request", "approve"]);
    expect(writes).toEqual({
      requests: 4,
      p50Ms: 250,
      p95Ms: 400,
      p99Ms: 400,
      limited: 1,
      errors: 2,
      errorsBy: { "409 approve": 1, "500 approve": 1 },
    });
    const all = tally.summary();
    expect(all.requests).toBe(104);
    // 1…100 and 5, 250, 300, 400: the 52nd is 51, the 99th 98
    expect(all.p50Ms).toBe(51);
    expect(all.p95Ms).toBe(98);
    expect(tally.summary(["search"]).p99Ms).toBe(99);
  });

  it("meets the goals only under p95 150 ms, writes' p95 300 ms and errors under 0.1%", () => {
    const tally = new LoadTally<"view" | "request">();
    for (let n = 0; n < 4_000; n += 1) tally.record("view", 200, 100);
    for (let n = 0; n < 100; n += 1) tally.record("request", 201, 300);
    expect(loadVerdict(tally.summary(), tally.summary(["request"]))).toEqual({
      p95: true,
      writesP95: true,
      errors: true,
    });
    // 5 errors in 4,115 answers: 0.12%
    for (const status of [500, 500, 503, 404, 0]) tally.record("request", status, 301);
    for (let n = 0; n < 10; n += 1) tally.record("request", 201, 301);
    const verdict = loadVerdict(tally.summary(), tally.summary(["request"]));
    expect(verdict).toEqual({ p95: true, writesP95: false, errors: false });
  });
});

describe("the booking planner", () => {
  const trips = [
    { rideId: "ride-a", driver: 0, seats: 2 },
    { rideId: "ride-b", driver: 1, seats: 1 },
  ];

  function drain(planner: BookingPlanner): SeatRequest[] {
    const requests: SeatRequest[] = [];
    for (let request = planner.nextRequest(); request; request = planner.nextRequest()) {
      requests.push(request);
    }
    return requests;
  }

  it("asks each trip once per rider, with a key of its own, until the riders run out", () => {
    const requests = drain(new BookingPlanner(trips, 3, seededRandom(1), 0));
    expect(requests).toHaveLength(6);
    expect(new Set(requests.map((request) => `${request.rideId} ${request.rider}`)).size).toBe(6);
    expect(new Set(requests.map((request) => request.idempotencyKey)).size).toBe(6);
  });

  it("repeats a recent request with the same key and rider", () => {
    const planner = new BookingPlanner(trips, 50, seededRandom(2), 0.5);
    const requests = Array.from({ length: 40 }, () => planner.nextRequest()!);
    const repeats = requests.filter((request) => request.isRepeat);
    expect(repeats.length).toBeGreaterThan(5);
    const firsts = new Map(requests.filter((r) => !r.isRepeat).map((r) => [r.idempotencyKey, r]));
    for (const repeat of repeats) {
      expect(firsts.get(repeat.idempotencyKey)).toMatchObject({ rideId: repeat.rideId, rider: repeat.rider });
    }
  });

  it("approves only answered requests, never more seats than a trip has, and frees a refused one's seat", () => {
    const planner = new BookingPlanner(trips, 5, seededRandom(3), 0);
    expect(planner.nextApproval()).toBeUndefined();
    const requests = drain(planner);
    requests.forEach((request, n) => planner.answered(request, 201, `booking-${n}`));
    const approvals: Approval[] = [];
    for (let approval = planner.nextApproval(); approval; approval = planner.nextApproval()) {
      approvals.push(approval);
    }
    expect(approvals.map((approval) => approval.trip).sort()).toEqual([0, 0, 1]);
    expect(approvals.find((approval) => approval.trip === 1)?.driver).toBe(1);
    expect(planner.seatsTaken).toBe(3);
    planner.approvalAnswered(approvals[0]!, 409);
    expect(planner.seatsTaken).toBe(2);
    expect(planner.nextApproval()?.trip).toBe(approvals[0]!.trip);
  });

  it("holds a trip's last seat while a request to it is in flight, and asks nothing of a full trip", () => {
    const planner = new BookingPlanner([{ rideId: "ride-c", driver: 0, seats: 1 }], 3, seededRandom(4), 0);
    const first = planner.nextRequest()!;
    const second = planner.nextRequest()!;
    planner.answered(first, 201, "booking-1");
    expect(planner.nextApproval()).toBeUndefined();
    planner.answered(second, 201, "booking-2");
    expect(planner.nextApproval()?.bookingId).toBe("booking-1");
    expect(planner.nextRequest()).toBeUndefined();
    expect(planner.nextApproval()).toBeUndefined();
  });

  it("does not wait for a driver on a repeat's answer (200) or a refused request", () => {
    const planner = new BookingPlanner(trips, 5, seededRandom(5), 0);
    const request = planner.nextRequest()!;
    planner.answered(request, 200, "booking-1");
    const other = planner.nextRequest()!;
    planner.answered(other, 409, undefined);
    expect(planner.nextApproval()).toBeUndefined();
  });
});
