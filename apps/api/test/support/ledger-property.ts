import {
  ledgerBalances,
  lateCancellationRefundCents,
  LEDGER_ACCOUNTS,
  riderSeatPriceCents,
  type LedgerTransfer,
} from "@campusride/shared/domain/payments";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { expect } from "vitest";
import type { App } from "../../src/app.ts";
import { bookings, ledgerEntries, rides } from "../../src/db/schema/index.ts";
import { completeTrip, departInHours, markNoShow } from "./payments.ts";
import { createSession, type TestSession } from "./session.ts";
import { answerBooking, createDriverSession, createRide, postBooking } from "./trips.ts";

/**
 * Random sequences of a trip's life for the ledger's property test: riders request,
 * the driver approves and rejects, requests expire, riders cancel early or late, the
 * driver cancels the trip or completes it, and marks no-shows. Each step goes through
 * the real API (or the real expiry job), whatever it answers.
 */
export type Step =
  | { kind: "request"; rider: number; seats: 1 | 2 }
  | { kind: "approve"; rider: number }
  | { kind: "reject"; rider: number }
  | { kind: "expire"; rider: number }
  | { kind: "noShow"; rider: number }
  | { kind: "cancel"; rider: number; isLate: boolean }
  | { kind: "driverCancel" }
  | { kind: "complete" };

const rider = fc.integer({ min: 0, max: 2 });

export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("request" as const),
      rider,
      seats: fc.constantFrom(1 as const, 2 as const),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("approve" as const), rider }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom("reject" as const, "expire" as const, "noShow" as const),
      rider,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("cancel" as const), rider, isLate: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constantFrom("driverCancel" as const, "complete" as const) }),
  },
);

/** What the model remembers of each booking: when its rider cancelled a confirmed seat, whether it was late. */
interface Tracked {
  id: string;
  seats: number;
  wasApproved: boolean;
  cancelledLate?: boolean;
}

export interface Played {
  driver: TestSession;
  rideId: string;
  pricePerSeatCents: number;
  tracked: Tracked[];
}

/** Plays the steps on a fresh trip (3 seats) with three riders. */
export async function playSteps(
  app: App,
  pricePerSeatCents: number,
  steps: readonly Step[],
  {
    afterRequest,
  }: { afterRequest?: (bookingId: string, riderHeaders: Record<string, string>) => Promise<void> } = {},
): Promise<Played> {
  const driver = await createDriverSession(app);
  const ride = await createRide(app, driver, { pricePerSeatCents, availableSeats: 3 });
  const riders = [await createSession(app), await createSession(app), await createSession(app)];
  const latest = new Map<number, Tracked>();
  const tracked: Tracked[] = [];
  for (const step of steps) {
    if (step.kind === "driverCancel") {
      await app.inject({ method: "POST", url: `/api/rides/${ride.id}/cancel`, headers: driver.headers });
      continue;
    }
    if (step.kind === "complete") {
      const [row] = await app.db.select({ status: rides.status }).from(rides).where(eq(rides.id, ride.id));
      if (row?.status === "active") await completeTrip(app, driver, ride.id);
      continue;
    }
    const session = riders[step.rider]!;
    const booking = latest.get(step.rider);
    if (step.kind === "request") {
      const response = await postBooking(app, session, {
        rideId: ride.id,
        seatsRequested: step.seats,
        bagsCount: 0,
      });
      if (response.statusCode === 201) {
        const made = { id: response.json().id as string, seats: step.seats, wasApproved: false };
        latest.set(step.rider, made);
        tracked.push(made);
        await afterRequest?.(made.id, session.headers);
      }
      continue;
    }
    if (!booking) continue;
    if (step.kind === "approve") {
      const response = await answerBooking(app, driver, booking.id, "approve");
      if (response.statusCode === 200) booking.wasApproved = true;
    } else if (step.kind === "reject") {
      await answerBooking(app, driver, booking.id, "reject");
    } else if (step.kind === "expire") {
      await app.db.execute(
        sql`update bookings set created_at = now() - interval '13 hours' where id = ${booking.id}::uuid`,
      );
      await app.expireDueRequests();
    } else if (step.kind === "noShow") {
      await departInHours(app, ride.id, -1);
      await markNoShow(app, driver, booking.id);
    } else {
      const [row] = await app.db
        .select({ departureAt: rides.departureAt })
        .from(rides)
        .where(eq(rides.id, ride.id));
      // a trip that has left stays left; otherwise it leaves 48 h or 10 h from now
      if (row!.departureAt.getTime() > Date.now()) await departInHours(app, ride.id, step.isLate ? 10 : 48);
      const [before] = await app.db
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, booking.id));
      const response = await answerBooking(app, session, booking.id, "cancel");
      if (response.statusCode === 200 && before?.status === "approved") booking.cancelledLate = step.isLate;
    }
  }
  return { driver, rideId: ride.id, pricePerSeatCents, tracked };
}

/**
 * The ledger's invariants once the reconciliation has run: every booking's accounts sum
 * to zero, no account but the rider's is ever below zero, and each booking holds exactly
 * what its final state says under the Terms.
 */
export async function expectLedgerHolds(
  app: App,
  played: Played,
  method: "pay_at_pickup" | "card",
): Promise<void> {
  await app.reconcileMoney();
  const [ride] = await app.db.select().from(rides).where(eq(rides.id, played.rideId));
  let seatsApproved = 0;
  for (const booking of played.tracked) {
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const entries: LedgerTransfer[] = (
      await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, booking.id))
    ).map((entry) => ({
      step: entry.step,
      from: entry.fromAccount,
      to: entry.toAccount,
      amountCents: entry.amountCents,
    }));
    for (const entry of entries)
      expect(Number.isInteger(entry.amountCents) && entry.amountCents > 0).toBe(true);
    const balances = ledgerBalances(entries);
    expect(LEDGER_ACCOUNTS.reduce((sum, account) => sum + balances[account], 0)).toBe(0);
    for (const account of LEDGER_ACCOUNTS) {
      if (account !== "rider") expect(balances[account], account).toBeGreaterThanOrEqual(0);
    }
    const base = played.pricePerSeatCents * booking.seats;
    // CampusRide's fee by card only: at pickup the rider owes the driver's price, and
    // CampusRide's account never counts a fee nobody collects
    const total = riderSeatPriceCents(method, played.pricePerSeatCents) * booking.seats;
    if (method === "pay_at_pickup") expect(balances.platform, "platform at pickup").toBe(0);
    const held = method === "card" ? "escrow" : "pickup_due";
    const status = row!.status;
    const context = `${status} (ride ${ride!.status}) ${JSON.stringify(entries)}`;
    if (status === "approved" || status === "no_show") seatsApproved += booking.seats;
    if (!booking.wasApproved) {
      // never confirmed: nothing charged or owed, any authorisation let go
      expect(balances.rider + (method === "card" && status === "pending" ? balances.hold : 0), context).toBe(
        0,
      );
      expect(balances[held], context).toBe(0);
    } else if ((status === "approved" || status === "no_show") && ride!.status === "cancelled") {
      // the driver cancelled the trip: everything back
      expect(balances.rider, context).toBe(0);
    } else if (
      status === "approved" ||
      (status === "no_show" && (method === "pay_at_pickup" || ride!.status === "active"))
    ) {
      // held until the ride; a no-show at pickup stays owed, never collected
      expect(balances[held], context).toBe(total);
    } else if (status === "completed" || status === "no_show") {
      expect(balances.rider, context).toBe(-total);
      expect(balances.platform, context).toBe(total - base);
      expect(balances.driver + balances.driver_paid, context).toBe(base);
      expect(balances[held], context).toBe(0);
    } else if (status === "cancelled") {
      const refund = booking.cancelledLate ? lateCancellationRefundCents(total) : total;
      expect(balances.rider, context).toBe(refund - total);
      expect(balances.platform, context).toBe(0);
      // by card the kept half is the driver's; at pickup it stays owed, never collected
      expect(method === "card" ? balances.driver : balances.pickup_due, context).toBe(total - refund);
    }
  }
  if (ride!.status === "active") expect(ride!.seatsTaken).toBe(seatsApproved);
}
