import type { BookingStatus } from "@campusride/shared/schemas/bookings";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { App } from "../../src/app.ts";
import { isLegalChange, readSeatBook, seatViolations } from "./booking-invariants.ts";
import {
  answerDifference,
  expireOnModel,
  pickBooking,
  modelDifferences,
  playOnModel,
  targetsBooking,
  type Action,
  type Answer,
  type BookingModel,
  type BookingStep,
} from "./booking-model.ts";
import type { TestSession } from "./session.ts";
import { answerBooking, postBooking } from "./trips.ts";

/**
 * fast-check commands over CampusRide's seat requests: each action alone, several at once
 * (started and answered in the order a fc.scheduler picks), and the expiry job. After each
 * command the database must hold the seat invariants, agree with the model, and every
 * booking must have moved only by legal status changes since the command before.
 */
export interface BookingReal {
  app: App;
  driver: TestSession;
  riders: readonly TestSession[];
  scheduler: fc.Scheduler;
  /** Each booking's status after the previous command. */
  seen: Map<string, BookingStatus>;
}

type Command = fc.AsyncCommand<BookingModel, BookingReal>;

async function issue(real: BookingReal, model: BookingModel, action: Action, target?: Target) {
  const { app, driver, riders } = real;
  let response;
  if (action.kind === "request") {
    response = await postBooking(app, riders[action.rider], {
      rideId: model.trips[action.trip]!.id,
      seatsRequested: action.seats,
      bagsCount: 0,
    });
  } else if (targetsBooking(action)) {
    response = await answerBooking(app, actorOf(real, action, target!.rider), target!.id, action.kind);
  } else {
    const url = `/api/rides/${model.trips[action.trip]!.id}`;
    response =
      action.kind === "cancelTrip"
        ? await app.inject({ method: "POST", url: `${url}/cancel`, headers: driver.headers })
        : await app.inject({
            method: "PATCH",
            url,
            headers: driver.headers,
            payload:
              action.kind === "changeSeats"
                ? { availableSeats: action.seats }
                : { instantBooking: action.isOn },
          });
  }
  if (response.statusCode >= 500)
    throw new Error(`${describe(action)} → ${response.statusCode} ${response.body}`);
  const body = response.json();
  const answer: Answer = { statusCode: response.statusCode };
  if (response.statusCode >= 400) answer.message = body.error?.message;
  else if (
    action.kind !== "cancelTrip" &&
    action.kind !== "changeSeats" &&
    action.kind !== "instantBooking"
  ) {
    answer.bookingStatus = body.status;
    answer.bookingId = body.id;
  }
  return answer;
}

/** Who takes a step on a booking: its driver or rider, or someone it is not theirs to take. */
function actorOf(real: BookingReal, action: BookingStep, rider: number): TestSession {
  const { driver, riders } = real;
  if (action.kind === "cancel") {
    return action.byOwner ? riders[rider]! : riders[(rider + 1) % riders.length]!;
  }
  // the booking's own rider approving or rejecting it
  return action.byDriver ? driver : riders[rider]!;
}

function describe(action: Action): string {
  return `${action.kind}(${JSON.stringify({ ...action, kind: undefined })})`;
}

/**
 * Reads the database and checks it after a command: the seat invariants, the model, and
 * each booking's status change since the command before (`steps` changes at most).
 */
async function checkStored(model: BookingModel, real: BookingReal, steps: number, context: string) {
  const book = await readSeatBook(
    real.app,
    model.trips.map((trip) => trip.id),
  );
  const problems = [
    ...seatViolations(book),
    ...modelDifferences(
      model,
      book,
      real.riders.map((rider) => rider.user.id),
    ),
  ];
  for (const booking of book.bookings) {
    const before = real.seen.get(booking.id) ?? "new";
    if (before !== booking.status && !isLegalChange(before, booking.status, steps))
      problems.push(`booking ${booking.id}: ${before} → ${booking.status}`);
    real.seen.set(booking.id, booking.status);
  }
  if (problems.length > 0) throw new Error(`${context}\n${problems.join("\n")}`);
  return book;
}

interface Target {
  id: string;
  rider: number;
}

/** The booking an action acts on (undefined when none, or when the action acts on none). */
function targetOf(model: BookingModel, action: Action): Target | undefined {
  if (!targetsBooking(action)) return undefined;
  const settles: BookingStatus[] = action.kind === "cancel" ? ["pending", "approved"] : ["pending"];
  const booking = pickBooking(model, action.pick, settles);
  return booking && { id: booking.id, rider: booking.rider };
}

function hasTarget(model: BookingModel, action: Action): boolean {
  return !targetsBooking(action) || targetOf(model, action) !== undefined;
}

/** One action alone: the API answers as the model says, to the message. */
class ActionCommand implements Command {
  private readonly action: Action;
  constructor(action: Action) {
    this.action = action;
  }
  check = (model: Readonly<BookingModel>) => hasTarget(model, this.action);
  async run(model: BookingModel, real: BookingReal) {
    const target = targetOf(model, this.action);
    const actual = await issue(real, model, this.action, target);
    const difference = answerDifference(playOnModel(model, this.action, target?.id, actual), actual, true);
    if (difference) throw new Error(`${this.toString()}: ${difference}`);
    await checkStored(model, real, 1, this.toString());
  }
  toString = () => describe(this.action);
}

function permutations(size: number): number[][] {
  if (size === 0) return [[]];
  return permutations(size - 1).flatMap((rest) =>
    Array.from({ length: size }, (_unused, at) => [...rest.slice(0, at), size - 1, ...rest.slice(at)]),
  );
}

/**
 * Several actions at once, started and answered in the order the scheduler picks (on
 * PostgreSQL they also really overlap). What the API answered and what it stored must be
 * what some one-at-a-time order of the same actions gives on the model.
 */
class ConcurrentCommand implements Command {
  private readonly actions: readonly Action[];
  constructor(actions: readonly Action[]) {
    this.actions = actions;
  }
  check = () => true;
  async run(model: BookingModel, real: BookingReal) {
    const steps = this.actions
      .map((action) => ({ action, target: targetOf(model, action) }))
      .filter((step) => hasTarget(model, step.action));
    const { scheduler } = real;
    const answers = await scheduler.waitFor(
      Promise.all(
        steps.map(async (step, index) => {
          const label = `${index}:${describe(step.action)}`;
          await scheduler.schedule(Promise.resolve(), `start ${label}`);
          return scheduler.schedule(issue(real, model, step.action, step.target), `answer ${label}`);
        }),
      ),
    );
    const book = await readSeatBook(
      real.app,
      model.trips.map((trip) => trip.id),
    );
    const riderIds = real.riders.map((rider) => rider.user.id);
    const serial = permutations(steps.length)
      .map((order) => {
        const candidate = structuredClone(model);
        const fits = order.every((index) => {
          const { action, target } = steps[index]!;
          const expected = playOnModel(candidate, action, target?.id, answers[index]!);
          return answerDifference(expected, answers[index]!, false) === undefined;
        });
        return fits && modelDifferences(candidate, book, riderIds).length === 0 ? candidate : undefined;
      })
      .find((candidate) => candidate !== undefined);
    const context = `${this.toString()} answered ${JSON.stringify(answers)}`;
    if (!serial)
      throw new Error(`${context}: no one-at-a-time order gives these answers and ${JSON.stringify(book)}`);
    Object.assign(model, serial);
    await checkStored(model, real, steps.length, context);
  }
  toString = () => `together[${this.actions.map(describe).join(", ")}]`;
}

/** The `pick`-th pending request (see pickBooking) was sent 13 hours ago, and the expiry job runs. */
class ExpireCommand implements Command {
  private readonly pick: number;
  constructor(pick: number) {
    this.pick = pick;
  }
  check = (model: Readonly<BookingModel>) => model.bookings.length > 0;
  async run(model: BookingModel, real: BookingReal) {
    const booking = pickBooking(model, this.pick, ["pending"])!;
    await real.app.db.execute(
      sql`update bookings set created_at = now() - interval '13 hours' where id = ${booking.id}::uuid`,
    );
    await real.app.expireDueRequests();
    expireOnModel(model, booking.id);
    await checkStored(model, real, 1, this.toString());
  }
  toString = () => `expire(${this.pick})`;
}

export interface Cast {
  riders: number;
  trips: number;
}

/** One action of `cast`'s riders and driver on its trips; a step on someone else's booking now and then. */
function actionArbitrary({ riders, trips }: Cast): fc.Arbitrary<Action> {
  const rider = fc.nat({ max: riders - 1 });
  const trip = fc.nat({ max: trips - 1 });
  const pick = fc.nat({ max: 11 });
  const mostly = fc.oneof(
    { weight: 9, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constant(false) },
  );
  return fc.oneof(
    {
      weight: 16,
      arbitrary: fc.record({
        kind: fc.constant("request" as const),
        rider,
        trip,
        seats: fc.integer({ min: 1, max: 3 }),
      }),
    },
    {
      weight: 16,
      arbitrary: fc.record({ kind: fc.constant("approve" as const), pick, byDriver: mostly }),
    },
    {
      weight: 4,
      arbitrary: fc.record({ kind: fc.constant("reject" as const), pick, byDriver: mostly }),
    },
    {
      weight: 8,
      arbitrary: fc.record({ kind: fc.constant("cancel" as const), pick, byOwner: mostly }),
    },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant("changeSeats" as const),
        trip,
        seats: fc.integer({ min: 1, max: 5 }),
      }),
    },
    {
      weight: 4,
      arbitrary: fc.record({ kind: fc.constant("instantBooking" as const), trip, isOn: fc.boolean() }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancelTrip" as const), trip }) },
  );
}

/** The commands' arbitrary for fc.commands: mostly single steps, often several at once, the expiry job now and then. */
export function bookingCommand(cast: Cast): fc.Arbitrary<Command> {
  const action = actionArbitrary(cast);
  return fc.oneof(
    { weight: 6, arbitrary: action.map((one): Command => new ActionCommand(one)) },
    {
      weight: 3,
      arbitrary: fc
        .array(action, { minLength: 2, maxLength: 4 })
        .map((many): Command => new ConcurrentCommand(many)),
    },
    {
      weight: 1,
      arbitrary: fc.nat({ max: 11 }).map((pick): Command => new ExpireCommand(pick)),
    },
  );
}
