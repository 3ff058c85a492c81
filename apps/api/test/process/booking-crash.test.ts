import { BOOKING_MESSAGES, notEnoughSeatsMessage } from "@campusride/shared/messages";
import { describe, expect, it } from "vitest";
import { runBookingCrashes } from "../support/booking-crashes.ts";
import type { DatabaseKind } from "../support/process-database.ts";

// Seat requests on a real server process killed (SIGKILL) at random moments and started
// again on the same data. `npm test` runs a short version; `npm run test:faults` the full
// one (CRASH_COUNT=20, CRASH_BOOKINGS=200).
const CRASHES = Number(process.env.CRASH_COUNT ?? 2);
const BOOKINGS = Number(process.env.CRASH_BOOKINGS ?? 20);
const SEED = process.env.CRASH_SEED ? Number(process.env.CRASH_SEED) : undefined;
// each restart takes seconds on a loaded machine (PGlite opens its folder and recovers)
const RUN_TIMEOUT_MS = (CRASHES + 2) * 60_000;

const databases: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

describe.each(databases)("a server killed during seat requests, on %s", (database) => {
  it(
    `restarts after each of ${CRASHES} kills; the requests retried with their keys make one booking each`,
    { timeout: RUN_TIMEOUT_MS },
    async () => {
      const run = await runBookingCrashes({ database, crashes: CRASHES, bookings: BOOKINGS, seed: SEED });
      console.log(
        `${database}, seed ${run.seed}: ${run.crashes} kills with ${run.inFlightAtKill.join("/")} requests in flight; ` +
          `${run.resent} requests sent again; restarts ${run.restartMs.join(", ")} ms; ` +
          `answers ${summarise(run.requests.map((request) => request.answer?.status))}`,
      );

      expect(run.crashes).toBe(CRASHES);
      expect(run.restartMs).toHaveLength(CRASHES);
      expect(run.inFlightAtKill.some((count) => count > 0)).toBe(true);
      for (const request of run.requests) {
        const answer = request.answer!;
        if (answer.status === 409) {
          // an instant-booking trip whose seats ran out: refused, nothing written
          expect(request.instant).toBe(true);
          // (told before the ride is locked, or after it, with the seats left then)
          const seatsLeft = Array.from({ length: request.seatsRequested }, (_, left) =>
            notEnoughSeatsMessage(left, request.seatsRequested),
          );
          expect([BOOKING_MESSAGES.notEnoughSeats, ...seatsLeft]).toContain(
            (answer.body.error as { message: string }).message,
          );
        } else {
          expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
        }
        // the same key once more: the same booking, or the same refusal
        const repeat = run.repeats.get(request.key)!;
        expect(repeat.status).toBe(answer.status === 409 ? 409 : 200);
        if (answer.status !== 409) expect(repeat.body.id).toBe(answer.body.id);
      }
      expect(run.violations).toEqual([]);
      expect(run.exitCode, run.output).toBe(0);
      expect(run.output).not.toMatch(/failed to start|shutting down after an error/);
    },
  );
});

function summarise(statuses: Array<number | undefined>): string {
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count}×${status}`).join(", ");
}
