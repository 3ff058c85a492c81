import type { FastifyBaseLogger } from "fastify";
import type { ChannelListener, StopListening } from "../../db/listen-postgres.ts";
import type { RideCatalog } from "./catalog.ts";
import type { SearchableRide } from "./queries.ts";

/** The channel the database's triggers announce ride and driver changes on (migration 0004). */
export const RIDE_CHANNEL = "campusride_rides";

/** Departed rides are dropped this often (searches skip them in between). */
const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** A failed read of the database is tried again after this long. */
const RETRY_MS = 1_000;

export interface CatalogSyncOptions {
  catalog: RideCatalog;
  /** The searchable rides: all, or those among the ids. */
  load(rideIds?: readonly string[]): Promise<SearchableRide[]>;
  listen(channel: string, listener: ChannelListener): Promise<StopListening>;
  log: FastifyBaseLogger;
}

export interface CatalogSync {
  /** Listens for changes and loads every searchable ride. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * A ride changed in this process (its transaction has committed): resolves once the
   * catalog shows it, so the very next search does. Never rejects: the change stands
   * whether or not the catalog could be refreshed (it is then rebuilt).
   */
  rideChanged(rideId: string): Promise<void>;
  /** True once the catalog has been loaded from the database. */
  readonly isLoaded: boolean;
}

/**
 * Keeps the catalog equal to the database. Changes arrive as ride or driver ids (from this
 * process, or from any instance through NOTIFY); the rides they name are read again and
 * put or removed. Work runs one round at a time, so a round that starts after a commit
 * reads it and nothing older can overwrite it. A (re)start of listening reloads every
 * ride: notifications sent while no one listened are lost.
 */
export function createCatalogSync({ catalog, load, listen, log }: CatalogSyncOptions): CatalogSync {
  const pendingRides = new Set<string>();
  const pendingDrivers = new Set<string>();
  let reloadWanted = false;
  let isLoaded = false;
  let isListening = false;
  let stopped = false;
  let scheduled: Promise<void> | undefined;
  let running: Promise<void> = Promise.resolve();
  let retryTimer: NodeJS.Timeout | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;
  let stopListening: StopListening | undefined;

  /** The next round, which will take up everything pending when it starts. */
  function schedule(): Promise<void> {
    if (!scheduled) {
      const round = running
        .then(runRound)
        .catch((error: unknown) => log.error({ err: error }, "search catalog update failed"));
      scheduled = round;
      running = round;
    }
    return scheduled;
  }

  async function runRound(): Promise<void> {
    scheduled = undefined;
    if (stopped) return;
    const reload = reloadWanted;
    reloadWanted = false;
    const rideIds = new Set(pendingRides);
    pendingRides.clear();
    for (const rideId of catalog.ridesOfDrivers(pendingDrivers)) rideIds.add(rideId);
    pendingDrivers.clear();
    try {
      if (reload) {
        catalog.replaceAll(await load());
        isLoaded = true;
        log.info({ rides: catalog.size }, "search catalog loaded");
      } else if (rideIds.size > 0) {
        await refresh([...rideIds]);
      }
    } catch (error) {
      // read again from scratch a little later: what changed meanwhile is in that read
      log.warn({ err: error }, "search catalog could not be read from the database; retrying");
      reloadWanted = true;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void schedule(), RETRY_MS);
      retryTimer.unref();
    }
  }

  async function refresh(rideIds: string[]): Promise<void> {
    const found = await load(rideIds);
    const searchable = new Set<string>();
    for (const entry of found) {
      catalog.put(entry);
      searchable.add(entry.ride.id);
    }
    for (const rideId of rideIds) if (!searchable.has(rideId)) catalog.remove(rideId);
  }

  function onNotification(payload: string): void {
    const id = payload.slice(2);
    if (payload.startsWith("r:")) pendingRides.add(id);
    else if (payload.startsWith("d:")) pendingDrivers.add(id);
    else return;
    void schedule();
  }

  return {
    async start() {
      stopListening = await listen(RIDE_CHANNEL, {
        onNotification,
        onListening: () => {
          if (!isListening && isLoaded) log.info("search hears of ride changes again; reloading the rides");
          isListening = true;
          reloadWanted = true;
          void schedule();
        },
        onLost: (error) => {
          // once per outage, not once per retry
          if (isListening) log.warn({ err: error }, "search stopped hearing of ride changes; reconnecting");
          isListening = false;
        },
      });
      pruneTimer = setInterval(() => {
        const pruned = catalog.prune(Date.now());
        if (pruned > 0) log.debug({ pruned }, "departed rides left the search catalog");
      }, PRUNE_EVERY_MS);
      pruneTimer.unref();
      await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pruneTimer);
      await stopListening?.();
      await running;
    },
    rideChanged(rideId) {
      pendingRides.add(rideId);
      return schedule();
    },
    get isLoaded() {
      return isLoaded;
    },
  };
}
