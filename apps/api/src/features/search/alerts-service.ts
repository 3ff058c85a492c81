import { evaluateMatch } from "@campusride/shared/domain/matching";
import { RIDE_ALERTS } from "@campusride/shared/domain/ride-alerts";
import { matchesTripFilters } from "@campusride/shared/domain/trip-preferences";
import { LIMITS } from "@campusride/shared/limits";
import { RIDE_ALERT_MESSAGES } from "@campusride/shared/messages";
import type { createRideAlertInputSchema, RideAlert } from "@campusride/shared/schemas/ride-alerts";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  recordMatchesAndNotify,
  recordSeenMatches,
  selectCandidates,
  type AlertCandidate,
  type MatchPair,
  type RideScope,
} from "./alerts-match-queries.ts";
import {
  countActiveAlerts,
  deleteExpiredAlerts,
  deleteOwnAlert,
  findSameAlert,
  insertAlert,
  lockAlertOwner,
  selectActiveAlerts,
  toRideAlert,
} from "./alerts-queries.ts";

type CreateRideAlertInput = z.output<typeof createRideAlertInputSchema>;

/**
 * Saves a rider's search as an alert. At most RIDE_ALERTS.maxActive active alerts, and not
 * the same search twice (409 each, nothing written); the two checks and the insert run
 * with the rider's profile locked, so alerts saved at once are judged one after the other.
 * The rides that already match were in the answer the rider just saw: they are recorded
 * as told of, so only rides posted (or changed to match) from now on notify.
 */
export async function createRideAlert(
  db: Database,
  userId: string,
  input: CreateRideAlertInput,
): Promise<RideAlert> {
  const alert = { ...input, filters: definedFilters(input.filters) };
  return db.transaction(async (tx) => {
    await lockAlertOwner(tx, userId);
    if (await findSameAlert(tx, userId, alert)) throw new AppError("CONFLICT", RIDE_ALERT_MESSAGES.duplicate);
    if ((await countActiveAlerts(tx, userId)) >= RIDE_ALERTS.maxActive) {
      throw new AppError("CONFLICT", RIDE_ALERT_MESSAGES.tooMany(RIDE_ALERTS.maxActive));
    }
    const row = await insertAlert(tx, userId, alert);
    await recordSeenMatches(tx, matchingPairs(await selectCandidates(tx, { alertId: row.id })));
    return toRideAlert(row);
  });
}

/** The rider's active alerts (dated today or later in America/New_York), soonest first. */
export async function listRideAlerts(db: Database, userId: string): Promise<RideAlert[]> {
  return (await selectActiveAlerts(db, userId, LIMITS.list)).map(toRideAlert);
}

/** Deletes one of the rider's own alerts; anyone else's (or none) is 404, as if not there. */
export async function deleteRideAlert(db: Database, userId: string, alertId: string): Promise<void> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(alertId);
  if (!isUuid || !(await deleteOwnAlert(db, userId, alertId))) {
    throw new AppError("NOT_FOUND", RIDE_ALERT_MESSAGES.notFound);
  }
}

/**
 * Tells the owners of the active alerts whose search would return a ride in `scope`, once
 * per ride: the database narrows the pairs (date, seats, blocks, women-only, not told
 * yet), the search's own rule decides the rest. Returns the notifications written.
 */
export async function tellMatchingAlerts(db: Database, scope: RideScope): Promise<number> {
  return recordMatchesAndNotify(db, matchingPairs(await selectCandidates(db, scope)));
}

/**
 * What every instance does every few minutes: matches the rides changed in the last
 * `withinMinutes` (a ride committed by a process that stopped before matching it is
 * matched here; one already matched is skipped), and deletes the expired alerts.
 */
export async function sweepRideAlerts(
  db: Database,
  withinMinutes: number,
): Promise<{ told: number; expired: number }> {
  const told = await tellMatchingAlerts(db, { changedWithinMinutes: withinMinutes });
  return { told, expired: await deleteExpiredAlerts(db) };
}

/**
 * The pairs whose ride the alert's search would return: within the detour limit
 * (evaluateMatch, the rule the search engine's answers equal) and passing its filters.
 */
function matchingPairs(candidates: readonly AlertCandidate[]): MatchPair[] {
  return candidates
    .filter(
      ({ search, ride }) =>
        evaluateMatch(ride, search) !== undefined && matchesTripFilters(ride.terms, search.filters),
    )
    .map(({ alertId, rideId }) => ({ alertId, rideId }));
}

/** The filters with the unset ones left out, so the same search is stored (and compared) alike. */
function definedFilters(filters: CreateRideAlertInput["filters"]): RideAlert["filters"] {
  return Object.fromEntries(Object.entries(filters ?? {}).filter(([, value]) => value !== undefined));
}
