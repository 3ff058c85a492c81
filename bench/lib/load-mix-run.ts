import type autocannon from "autocannon";
import { runHearingAnswers } from "./load.ts";
import type { Approval, BookableTrip, BookingPlanner, SeatRequest } from "./load-bookings.ts";
import { LoadTally, weightedPicker } from "./load-mix.ts";

/** The kinds of request of the realistic mix. */
export type MixKind = "browse" | "search" | "view" | "request" | "approve";

/**
 * Shares of the mix: reading dominates (students browse their trips, search, open a
 * trip), one request in five changes a booking (riders ask for seats, drivers approve).
 */
export const MIX_WEIGHTS: Readonly<Record<MixKind, number>> = {
  browse: 20,
  search: 35,
  view: 25,
  request: 12,
  approve: 8,
};

export const BOOKING_WRITES: readonly MixKind[] = ["request", "approve"];

/** What the mix is run over: sessions, trips and searches seeded before the server started. */
export interface MixSeed {
  riderCookies: readonly string[];
  driverCookies: readonly string[];
  /** Trips riders may ask for seats on (departing tomorrow or later, no seat taken). */
  trips: readonly BookableTrip[];
  /** Every seeded ride, for the trip pages. */
  rideIds: readonly string[];
  /** POST /api/search bodies (JSON). */
  searches: readonly string[];
}

export interface MixResult {
  tally: LoadTally<MixKind>;
  /** Answers per second over the run. */
  perSecond: number;
  /** Requests autocannon gave up on (10 s without an answer) or lost with their connection. */
  timeouts: number;
  connectionErrors: number;
  /** A few error answers' bodies per status and kind, for the report. */
  samples: Map<string, string[]>;
  seatsApproved: number;
}

export interface MixContext {
  kind?: MixKind;
  seatRequest?: SeatRequest;
  approval?: Approval;
}

interface Built {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const SAMPLES_PER_KEY = 3;

/** What one mix needs to build its requests and tally their answers, whatever sends them. */
export interface MixOptions {
  url: string;
  seed: MixSeed;
  /** Shared by consecutive runs (a warm-up, then the measure): no rider asks twice for a trip. */
  planner: BookingPlanner;
  random: () => number;
  /** Another mix than MIX_WEIGHTS, e.g. one kind alone. */
  weights?: Readonly<Record<MixKind, number>>;
}

/** The mix's requests, one at a time (`build`), and what their answers tell it (`answered`). */
export function createMix(options: MixOptions) {
  const { seed, planner, random } = options;
  const origin = new URL(options.url).origin;
  const pickKind = weightedPicker(options.weights ?? MIX_WEIGHTS, random);
  const tally = new LoadTally<MixKind>();
  const samples = new Map<string, string[]>();
  const any = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const rider = () => any(seed.riderCookies);
  // half the readers are signed in (a session read per request), half are not
  const maybeSignedIn = (): Record<string, string> => (random() < 0.5 ? { cookie: rider() } : {});
  const post = (cookie: string, body?: string): Record<string, string> => ({
    cookie,
    origin,
    ...(body === undefined ? {} : { "content-type": "application/json" }),
  });

  function build(context: MixContext): Built {
    let kind = pickKind();
    if (kind === "approve") {
      const approval = planner.nextApproval();
      if (approval) {
        context.kind = kind;
        context.approval = approval;
        const cookie = seed.driverCookies[approval.driver]!;
        return { method: "POST", path: `/api/bookings/${approval.bookingId}/approve`, headers: post(cookie) };
      }
      kind = "request"; // nothing waits for a driver yet: a rider asks instead
    }
    if (kind === "request") {
      const request = planner.nextRequest();
      if (request) {
        context.kind = kind;
        context.seatRequest = request;
        const body = JSON.stringify({ rideId: request.rideId, seatsRequested: 1, bagsCount: 1 });
        const headers = {
          ...post(seed.riderCookies[request.rider]!, body),
          "idempotency-key": request.idempotencyKey,
        };
        return { method: "POST", path: "/api/bookings", headers, body };
      }
      kind = "search";
    }
    context.kind = kind;
    switch (kind) {
      case "browse":
        return random() < 0.6
          ? { method: "GET", path: "/api/bookings/mine", headers: { cookie: rider() } }
          : { method: "GET", path: "/api/rides/mine", headers: { cookie: any(seed.driverCookies) } };
      case "view":
        return { method: "GET", path: `/api/rides/${any(seed.rideIds)}`, headers: maybeSignedIn() };
      default: {
        const body = any(seed.searches);
        const headers = { ...maybeSignedIn(), origin, "content-type": "application/json" };
        return { method: "POST", path: "/api/search", headers, body };
      }
    }
  }

  function answered(status: number, body: string, context: MixContext): void {
    if (context.seatRequest) {
      const id = status === 201 ? (JSON.parse(body) as { id?: string }).id : undefined;
      planner.answered(context.seatRequest, status, id);
    }
    if (context.approval) planner.approvalAnswered(context.approval, status);
    if (status >= 300 && status !== 429 && context.kind) {
      const key = `${status} ${context.kind}`;
      const list = samples.get(key) ?? [];
      if (list.length < SAMPLES_PER_KEY) samples.set(key, [...list, body.slice(0, 300)]);
    }
  }

  return { build, answered, tally, samples };
}

/** One autocannon run of the mix over `connections` for `seconds`, every answer tallied by kind. */
export async function runMix(
  options: MixOptions & { connections: number; seconds: number },
): Promise<MixResult> {
  const { build, answered, tally, samples } = createMix(options);
  const result = await runHearingAnswers(
    {
      url: options.url,
      connections: options.connections,
      duration: options.seconds,
      requests: [
        {
          setupRequest: (request: autocannon.Request, context: MixContext) => ({
            ...request,
            ...build(context),
          }),
          onResponse: (status: number, body: string, context: MixContext) => answered(status, body, context),
        },
      ],
    } as autocannon.Options,
    (client, status, ms) => {
      // the connection's context is still this answer's: its next request is built after
      const context = (client as { requestIterator: { context: MixContext } }).requestIterator.context;
      if (context.kind) tally.record(context.kind, status, ms);
    },
  );
  return {
    tally,
    perSecond: result.requests.total / result.duration,
    timeouts: result.timeouts,
    connectionErrors: result.errors - result.timeouts,
    samples,
    seatsApproved: options.planner.seatsTaken,
  };
}
