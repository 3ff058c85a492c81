import type { FastifyBaseLogger } from "fastify";
import type { ChannelListener, StopListening } from "../../db/listen-postgres.ts";
import { createPeriodicJob } from "../../lib/periodic-job.ts";
import type { RideCatalog } from "./catalog.ts";
import type { SearchableRide } from "./queries.ts";
import { nowMs } from "../../lib/clock.ts";

/** The channel the database's triggers announce ride and driver changes on (db/functions/). */
export const RIDE_CHANNEL = "campusride_rides";
/** The notice of a TRUNCATE of rides (campusride_rides_truncated): every ride is read again. */
export const RELOAD_ALL_NOTICE = "all";

/** Departed rides are dropped this often (searches skip them in between). */
const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** A failed read of the database is tried again after this long. */
const RETRY_MS = 1_000;
/**
 * While no notices can be heard (the listening connection is down and reconnecting keeps
 * failing), every ride is read again this often through the pool: staleness stays bounded.
 */
export const UNHEARD_RELOAD_MS = 30_000;

export interface CatalogSyncOptions {
  catalog: RideCatalog;
  /** The searchable rides among these ids. */
  load(rideIds: readonly string[]): Promise<SearchableRide[]>;
  /** Every searchable ride, a page at a time, read in one snapshot. */
  loadAll(onPage: (page: readonly SearchableRide[]) => void): Promise<void>;
  listen(channel: string, listener: ChannelListener): Promise<StopListening>;
  log: FastifyBaseLogger;
}

export interface CatalogSync {
  /** Listens for changes and loads every searchable ride. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * A ride changed in this process (its transaction has committed): resolves once the
   * catalog shows it, so the very next search does. It waits for other single-ride reads,
   * never for a reload of every ride. Never rejects: the change stands whether or not the
   * catalog could be refreshed (it is then rebuilt).
   */
  rideChanged(rideId: string): Promise<void>;
  /** True once the catalog has been loaded from the database. */
  readonly isLoaded: boolean;
  /** True while changes are heard (NOTIFY); false while reconnecting. */
  readonly isListening: boolean;
}

/** What a single-ride read found, kept while a reload is under way. */
interface Found {
  /** The read's number: reads are numbered in the order they are sent. */
  seq: number;
  /** The ride as read, or undefined when it is no longer searchable. */
  entry: SearchableRide | undefined;
}

/**
 * Keeps the catalog equal to the database. Changes arrive as ride or driver ids (from this
 * process, or from any instance through NOTIFY); the rides they name are read again and
 * put or removed, one round at a time, so a round that starts after a commit reads it and
 * nothing older overwrites it. A (re)start of listening, a TRUNCATE, and every
 * UNHEARD_RELOAD_MS while not listening, reload every ride: notifications sent while no
 * one listened are lost.
 *
 * A reload (seconds at 100k rides) runs beside the single-ride rounds, not ahead of them.
 * Every read is numbered when sent; a reload's answer is applied with what newer
 * single-ride reads found laid back over it, and a single-ride read older than an applied
 * reload is dropped: whichever was sent later wins, as if they had run one after another.
 */
export function createCatalogSync({ catalog, load, loadAll, listen, log }: CatalogSyncOptions): CatalogSync {
  const pendingRides = new Set<string>();
  const pendingDrivers = new Set<string>();
  let isLoaded = false;
  let isListening = false;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let unheardTimer: NodeJS.Timeout | undefined;
  const pruning = createPeriodicJob({
    run: async () => catalog.prune(nowMs()),
    idle: 0,
    everyMs: PRUNE_EVERY_MS,
    log,
    failure: "departed rides could not be pruned from the search catalog",
    report: (pruned) => {
      if (pruned > 0) log.debug({ pruned }, "departed rides left the search catalog");
    },
  });
  let stopListening: StopListening | undefined;

  let readSeq = 0;
  /** The reload under way, if any, and the newest one applied. */
  let reloadSeq: number | undefined;
  let appliedReloadSeq = 0;
  /** While a reload is under way: what single-ride reads found, and the drivers they expanded. */
  const foundDuringReload = new Map<string, Found>();
  const driversDuringReload = new Set<string>();

  const refreshes = createRounds(refreshPending, log);
  const reloads = createRounds(reloadAll, log);

  async function refreshPending(): Promise<void> {
    if (stopped) return;
    const rideIds = new Set(pendingRides);
    pendingRides.clear();
    for (const rideId of catalog.ridesOfDrivers(pendingDrivers)) rideIds.add(rideId);
    // the reload under way may have read these drivers' rides before their change
    if (reloadSeq !== undefined) for (const driverId of pendingDrivers) driversDuringReload.add(driverId);
    pendingDrivers.clear();
    if (rideIds.size === 0) return;
    const seq = ++readSeq;
    try {
      const found = new Map((await load([...rideIds])).map((entry) => [entry.ride.id, entry]));
      // a reload sent after this read has been applied: it is the newer one
      if (seq < appliedReloadSeq) return;
      for (const rideId of rideIds) {
        const entry = found.get(rideId);
        if (entry) catalog.put(entry);
        else catalog.remove(rideId);
        if (reloadSeq !== undefined) foundDuringReload.set(rideId, { seq, entry });
      }
    } catch (error) {
      retryLater(error);
    }
  }

  async function reloadAll(): Promise<void> {
    if (stopped) return;
    const seq = ++readSeq;
    reloadSeq = seq;
    log.debug("search catalog reloading every searchable ride");
    try {
      const next = catalog.rebuild();
      await loadAll((page) => {
        for (const entry of page) next.put(entry);
      });
      next.swapIn();
      for (const [rideId, found] of foundDuringReload) {
        if (found.seq < seq) continue;
        if (found.entry) catalog.put(found.entry);
        else catalog.remove(rideId);
      }
      appliedReloadSeq = seq;
      isLoaded = true;
      log.info({ rides: catalog.size }, "search catalog loaded");
      if (driversDuringReload.size > 0) {
        for (const driverId of driversDuringReload) pendingDrivers.add(driverId);
        void refreshes.schedule();
      }
    } catch (error) {
      retryLater(error);
    } finally {
      reloadSeq = undefined;
      foundDuringReload.clear();
      driversDuringReload.clear();
    }
  }

  /** Reads everything again a little later: what changed meanwhile is in that read. */
  function retryLater(error: unknown): void {
    log.warn({ err: error }, "search catalog could not be read from the database; retrying");
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void reloads.schedule(), RETRY_MS);
    retryTimer.unref();
  }

  function onNotification(payload: string): void {
    const id = payload.slice(2);
    if (payload.startsWith("r:")) pendingRides.add(id);
    else if (payload.startsWith("d:")) pendingDrivers.add(id);
    else if (payload === RELOAD_ALL_NOTICE) {
      void reloads.schedule();
      return;
    } else return;
    void refreshes.schedule();
  }

  const listener: ChannelListener = {
    onNotification,
    onListening: () => {
      if (!isListening && isLoaded) log.info("search hears of ride changes again; reloading the rides");
      isListening = true;
      clearInterval(unheardTimer);
      unheardTimer = undefined;
      void reloads.schedule();
    },
    onLost: (error) => {
      // once per outage, not once per retry
      if (isListening) log.warn({ err: error }, "search stopped hearing of ride changes; reconnecting");
      isListening = false;
      if (unheardTimer || stopped) return;
      unheardTimer = setInterval(() => void reloads.schedule(), UNHEARD_RELOAD_MS);
      unheardTimer.unref();
    },
  };

  return {
    async start() {
      stopListening = await listen(RIDE_CHANNEL, listener);
      pruning.start();
      await reloads.idle();
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(unheardTimer);
      await pruning.stop();
      await stopListening?.();
      await Promise.all([refreshes.idle(), reloads.idle()]);
    },
    rideChanged(rideId) {
      pendingRides.add(rideId);
      return refreshes.schedule();
    },
    get isLoaded() {
      return isLoaded;
    },
    get isListening() {
      return isListening;
    },
  };
}

/** Runs `round` one at a time; a round asked for while one runs is run once after it. */
function createRounds(round: () => Promise<void>, log: FastifyBaseLogger) {
  let scheduled: Promise<void> | undefined;
  let running: Promise<void> = Promise.resolve();
  return {
    /** The next round, which takes up everything pending when it starts. */
    schedule(): Promise<void> {
      if (!scheduled) {
        const next = running
          .then(() => {
            scheduled = undefined;
            return round();
          })
          .catch((error: unknown) => log.error({ err: error }, "search catalog update failed"));
        scheduled = next;
        running = next;
      }
      return scheduled;
    },
    /** Resolves once no round is running or waiting. */
    idle: () => running,
  };
}
