import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { createPeriodicJob } from "../../lib/periodic-job.ts";
import { sweepRideAlerts, tellMatchingAlerts } from "./alerts-service.ts";

/** Every instance sweeps this often: rides changed since then that nobody matched, expired alerts. */
const SWEEP_EVERY_MS = 60_000;
/** A sweep looks at the rides changed this long ago or less (many sweeps overlap: a missed one costs nothing). */
const SWEEP_WINDOW_MINUTES = 60;

export interface RideAlertMatcher {
  /**
   * A ride's change has committed in this process: tells the alerts it now matches.
   * Never rejects (the change stands; the next sweep matches it again).
   */
  rideChanged(rideId: string): Promise<void>;
  /** Many rides' changes have committed (a weekly series' new trips): as rideChanged, in one statement. */
  ridesChanged(rideIds: readonly string[]): Promise<void>;
  /** One sweep now (after any under way); what it did. */
  sweep(): Promise<{ told: number; expired: number }>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Ride alerts' matching (docs/decisions/0026): right after a trip is created or changed,
 * in the request that changed it, and in a sweep every instance runs, which catches a
 * ride whose process stopped between its commit and its matching. A match is recorded
 * and told of in one statement, once per alert and ride whoever runs it.
 */
export function createRideAlertMatcher(
  db: Database,
  log: FastifyBaseLogger,
  everyMs: number = SWEEP_EVERY_MS,
): RideAlertMatcher {
  const sweeps = createPeriodicJob({
    run: () => sweepRideAlerts(db, SWEEP_WINDOW_MINUTES),
    idle: { told: 0, expired: 0 },
    everyMs,
    log,
    failure: "ride alerts could not be swept; trying again at the next sweep",
    report: (result) => {
      if (result.told > 0 || result.expired > 0) log.info(result, "ride alerts swept");
    },
  });

  async function ridesChanged(rideIds: readonly string[]) {
    if (rideIds.length === 0) return;
    try {
      const told = await tellMatchingAlerts(db, { rideIds });
      if (told > 0) log.info({ rideIds, told }, "ride alerts told of a new match");
    } catch (error) {
      log.warn({ err: error, rideIds }, "ride alerts could not be matched now; the next sweep will");
    }
  }

  return {
    rideChanged: (rideId) => ridesChanged([rideId]),
    ridesChanged,
    sweep: sweeps.runNow,
    start: sweeps.start,
    stop: sweeps.stop,
  };
}
