import { CAMPUS_DEMAND } from "@campusride/shared/domain/campus-demand";
import { haversineMiles, type LatLng } from "@campusride/shared/domain/distance";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { now } from "../../lib/clock.ts";
import { campusNear, destinationKeyOf } from "./destinations.ts";
import { insertSignal } from "./queries.ts";

/** A signed-in rider's wish to travel: an alert they saved, or a search that found nothing. */
interface RiderWish {
  userId: string;
  source: "alert" | "search";
  origin: LatLng;
  destination: LatLng;
  /** The day asked for, YYYY-MM-DD. */
  date: string;
}

/** Wishes this process remembers having recorded, so a rider's repeated search writes nothing. */
const REMEMBERED = 10_000;

export interface DemandRecorder {
  /**
   * Counts a wish for the campus nearest its origin (none within reach: not counted), in
   * the background: returns at once and never fails the request that saw it (a failure
   * is logged at warn).
   */
  record(wish: RiderWish): void;
}

/** Where the writes run: the app's background tasks, which its close (and a test) waits for. */
export interface BackgroundRunner {
  run(task: Promise<unknown>): void;
}

export function createDemandRecorder(
  db: Database,
  log: FastifyBaseLogger,
  background: BackgroundRunner,
): DemandRecorder {
  const remembered = new Set<string>();

  return {
    record(wish) {
      const campus = campusNear(wish.origin);
      // a trip around the campus's own town is not one a driver plans ahead
      if (!campus || haversineMiles(campus, wish.destination) <= CAMPUS_DEMAND.campusReachMiles) return;
      const signal = {
        campusId: campus.id,
        destinationKey: destinationKeyOf(wish.destination),
        travelDate: wish.date,
        userId: wish.userId,
        source: wish.source,
        at: now(),
      };
      const key = `${signal.campusId}|${signal.destinationKey}|${signal.travelDate}|${signal.userId}`;
      if (remembered.has(key)) return;
      if (remembered.size >= REMEMBERED) remembered.clear();
      remembered.add(key);
      background.run(
        insertSignal(db, signal).catch((error: unknown) => {
          remembered.delete(key);
          log.warn(
            { err: error, campusId: signal.campusId },
            "a rider's wish could not be counted for the demand board",
          );
        }),
      );
    },
  };
}
