import type { FastifyBaseLogger } from "fastify";
import type { ChannelListener, StopListening } from "../../db/listen-postgres.ts";
import { ridesFrame } from "./to-notification.ts";

/** Ride changes heard within this long go out together, in one frame per stream. */
export const RIDE_CHANGES_BATCH_MS = 250;
/** At most this many ride ids in one frame; more are sent in further frames. */
const RIDE_IDS_PER_FRAME = 200;

const RIDE_NOTICE = /^r:([0-9a-f-]{36})$/i;

export interface RideChangesOptions {
  /** The channel the rides' triggers announce every change of a ride on ('r:<ride id>'). */
  channel: string;
  listen(channel: string, listener: ChannelListener): Promise<StopListening>;
  /** Writes a frame to every open stream. */
  broadcast(frame: string): void;
  log: FastifyBaseLogger;
  batchMs?: number;
}

export interface RideChanges {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Seats, times and status of trips are shown to anyone who searched or booked, not only to
 * the people a notification reaches: every ride the database says changed (seats taken,
 * cancelled, moved) is told to every open stream as a `rides` event, a few at a time,
 * and each browser reads again the views that show one of those rides (decision 0043).
 * Only ids go out: what a user may see of the ride is read through the API as ever.
 */
export function createRideChanges(options: RideChangesOptions): RideChanges {
  const { channel, listen, broadcast, log } = options;
  const batchMs = options.batchMs ?? RIDE_CHANGES_BATCH_MS;
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let stopListening: StopListening | undefined;

  function flush(): void {
    timer = undefined;
    const rideIds = [...pending];
    pending.clear();
    for (let start = 0; start < rideIds.length; start += RIDE_IDS_PER_FRAME) {
      broadcast(ridesFrame({ rideIds: rideIds.slice(start, start + RIDE_IDS_PER_FRAME) }));
    }
  }

  const listener: ChannelListener = {
    onNotification(payload) {
      // a driver's name or car ('d:'), or every ride at once ('all'): no seat moved
      const match = RIDE_NOTICE.exec(payload);
      if (!match) return;
      pending.add(match[1]!.toLowerCase());
      if (!timer) {
        timer = setTimeout(flush, batchMs);
        timer.unref();
      }
    },
    // a change made while not listening is not told: the views it concerns show it on
    // their next read (a page opened, a stream reopened after a gap)
    onListening() {},
    onLost(error) {
      log.debug({ err: error }, "live events: ride changes not heard; reconnecting");
    },
  };

  return {
    async start() {
      stopListening = await listen(channel, listener);
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
      await stopListening?.();
    },
  };
}
