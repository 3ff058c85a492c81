import type { ServerResponse } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import type { ChannelListener, StopListening } from "../../db/listen-postgres.ts";
import { EventStream, type StreamMessage } from "./event-stream.ts";
import { findLatestNotificationId, findMissedNotifications } from "./queries.ts";
import { createRideChanges, type RideChanges } from "./ride-changes.ts";
import { notificationFrame, parseStreamEvent, toNotification } from "./to-notification.ts";

/** The channel the triggers of db/functions/ announce notifications and changes on. */
export const EVENTS_CHANNEL = "campusride_events";

export const DEFAULT_HEARTBEAT_MS = 25_000;
/**
 * A stream is ended after this long and the browser reconnects (with its Last-Event-ID,
 * missing nothing): its session is checked again, so a signed-out or revoked session
 * stops hearing the user's events within this time.
 */
export const STREAM_LIFETIME_MS = 10 * 60 * 1000;
/** Streams one user may hold open on one instance (tabs, devices): beyond, refused. */
export const MAX_STREAMS_PER_USER = 10;
/** Unsent bytes a stream may hold before it is cut (event-stream.ts). */
export const MAX_BUFFERED_BYTES = 256 * 1024;
/** A reconnect replays at most this many notifications, from at most this far back. */
export const REPLAY_LIMIT = 100;
export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Catching up after a lost listening connection reads at most this many rows. */
const CATCH_UP_LIMIT = 5_000;
/** Users asked about per catch-up query. */
const CATCH_UP_USERS_PER_QUERY = 1_000;
const CATCH_UP_RETRY_MS = 1_000;
const CATCH_UP_TRIES = 5;
/**
 * Without a known id to catch up from, the rows created this long before the loss are
 * read again too: a transaction begun before it may have committed while no one listened.
 */
const LOSS_MARGIN_MS = 60_000;

export interface EventHubOptions {
  db: Database;
  listen(channel: string, listener: ChannelListener): Promise<StopListening>;
  /** The channel rides' changes are announced on: each is told to every stream (ride-changes.ts). */
  rideChannel?: string;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
  maxStreamsPerUser?: number;
  maxBufferedBytes?: number;
  streamLifetimeMs?: number;
}

export interface EventHub {
  /** Listens on EVENTS_CHANNEL and starts the heartbeat. */
  start(): Promise<void>;
  /** Ends every stream and refuses new ones (the app is closing). */
  endStreams(): void;
  /** Stops listening. */
  stop(): Promise<void>;
  /**
   * A stream for the user, subscribed at once so that nothing sent from now on is
   * missed; refused when the user holds MAX_STREAMS_PER_USER here already or the app is
   * closing. Nothing is written until the caller starts it.
   */
  open(userId: string, response: ServerResponse): EventStream | "too-many" | "closing";
  /** Sends a new stream the user's notifications after `lastEventId` before live ones. */
  replay(stream: EventStream, lastEventId: string): Promise<void>;
  /** The heartbeat's period; tests shorten it. */
  heartbeatMs: number;
  /** How long a new stream lasts (STREAM_LIFETIME_MS); tests shorten it. */
  streamLifetimeMs: number;
  /** Open streams (of one user, or all). */
  streamCount(userId?: string): number;
  /** Bytes the open streams hold unsent. */
  bufferedBytes(): number;
  readonly isListening: boolean;
}

/**
 * The live events of one API instance: it hears every notification and change on
 * campusride_events (each instance does: PostgreSQL delivers NOTIFY to all listeners)
 * and writes each to the streams its recipient holds open here, formatted once.
 *
 * When the listening connection was lost, what was announced meanwhile was not heard:
 * once listening again, the connected users' notifications after the newest id heard
 * before the loss are read from the table and sent (a stream never sends an id twice).
 */
export function createEventHub(options: EventHubOptions): EventHub {
  const { db, listen, log } = options;
  const maxStreamsPerUser = options.maxStreamsPerUser ?? MAX_STREAMS_PER_USER;
  const maxBufferedBytes = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
  let heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  let streamLifetimeMs = options.streamLifetimeMs ?? STREAM_LIFETIME_MS;
  const streams = new Map<string, Set<EventStream>>();
  let count = 0;
  let heartbeat: NodeJS.Timeout | undefined;
  let stopListening: StopListening | undefined;
  let isListening = false;
  let hasListened = false;
  let isClosing = false;
  let catchUpTimer: NodeJS.Timeout | undefined;
  /** The newest notification id heard (ids are one sequence for everyone). */
  let newestId: bigint | undefined;
  /** When listening was lost, and the newest id heard by then. */
  let loss: { at: number; newestId: bigint | undefined } | undefined;

  const streamOptions = {
    maxBufferedBytes,
    get lifetimeMs() {
      return streamLifetimeMs;
    },
    onClose: (stream: EventStream) => {
      const own = streams.get(stream.userId);
      if (!own?.delete(stream)) return;
      count -= 1;
      if (own.size === 0) streams.delete(stream.userId);
    },
    onSlow: (stream: EventStream) =>
      log.info({ userId: stream.userId }, "live events: a stream not reading was disconnected"),
  };

  function heard(id: string): void {
    const value = BigInt(id);
    if (newestId === undefined || value > newestId) newestId = value;
  }

  function deliver(userId: string, message: StreamMessage): void {
    const own = streams.get(userId);
    if (!own) return;
    for (const stream of own) stream.deliver(message);
  }

  const rideChanges: RideChanges | undefined = options.rideChannel
    ? createRideChanges({
        channel: options.rideChannel,
        listen,
        log,
        broadcast: (frame) => {
          for (const own of streams.values()) for (const stream of own) stream.deliver({ frame });
        },
      })
    : undefined;

  function onNotification(payload: string): void {
    const event = parseStreamEvent(payload, (userId) => streams.has(userId));
    if (!event) return;
    if (event.id !== undefined) heard(event.id);
    if (event.frame !== undefined) deliver(event.userId, { id: event.id, frame: event.frame });
  }

  async function rememberNewestId(): Promise<void> {
    try {
      const latest = await findLatestNotificationId(db);
      if (latest !== undefined) heard(latest);
    } catch (error) {
      log.debug({ err: error }, "live events: newest notification id not read");
    }
  }

  /**
   * Ends every stream: each browser reconnects with its Last-Event-ID and is sent what it
   * missed from the table, and its app reads its lists again after the gap.
   */
  function endAll(reason: string): void {
    if (count === 0) return;
    log.warn(
      { streams: count },
      `live events: ending the streams (${reason}); browsers reconnect and catch up`,
    );
    for (const own of [...streams.values()]) for (const stream of [...own]) stream.end();
  }

  /** Sends the connected users what was announced while no one listened. */
  async function catchUp(since: { at: number; newestId: bigint | undefined }, tries: number): Promise<void> {
    const userIds = [...streams.keys()];
    const afterId = since.newestId?.toString();
    const from = new Date(afterId === undefined ? since.at - LOSS_MARGIN_MS : Date.now() - REPLAY_WINDOW_MS);
    let isCapped = false;
    try {
      for (let start = 0; start < userIds.length; start += CATCH_UP_USERS_PER_QUERY) {
        const rows = await findMissedNotifications(
          db,
          userIds.slice(start, start + CATCH_UP_USERS_PER_QUERY),
          afterId,
          from,
          CATCH_UP_LIMIT,
        );
        if (rows.length >= CATCH_UP_LIMIT) isCapped = true;
        for (const row of rows) {
          const id = String(row.id);
          heard(id);
          deliver(row.userId, { id, frame: notificationFrame(toNotification(row)) });
        }
      }
      if (isCapped) endAll("more was missed than a catch-up sends");
    } catch (error) {
      if (tries <= 1 || isClosing) {
        log.warn({ err: error }, "live events: what was missed while not listening could not be read");
        endAll("what was missed could not be read");
        return;
      }
      catchUpTimer = setTimeout(() => void catchUp(since, tries - 1), CATCH_UP_RETRY_MS);
      catchUpTimer.unref();
    }
  }

  const listener: ChannelListener = {
    onNotification,
    onListening: () => {
      isListening = true;
      if (!hasListened) {
        hasListened = true;
        void rememberNewestId();
        return;
      }
      const since = loss;
      loss = undefined;
      if (!since) return;
      log.info({ streams: count }, "live events heard again; sending what was missed");
      void catchUp(since, CATCH_UP_TRIES);
    },
    onLost: (error) => {
      if (isListening) log.warn({ err: error }, "live events: stopped hearing notifications; reconnecting");
      isListening = false;
      // the first loss since listening counts: what was heard before it is what the
      // streams have (a first connection that failed lost nothing: no stream was fed yet)
      if (hasListened) loss ??= { at: Date.now(), newestId };
    },
  };

  function startHeartbeat(): void {
    clearInterval(heartbeat);
    heartbeat = setInterval(() => {
      for (const own of streams.values()) for (const stream of own) stream.write(": heartbeat\n\n");
    }, heartbeatMs);
    heartbeat.unref();
  }

  return {
    async start() {
      stopListening = await listen(EVENTS_CHANNEL, listener);
      await rideChanges?.start();
      startHeartbeat();
    },
    endStreams() {
      isClosing = true;
      for (const own of [...streams.values()]) for (const stream of [...own]) stream.end();
    },
    async stop() {
      isClosing = true;
      clearInterval(heartbeat);
      clearTimeout(catchUpTimer);
      await rideChanges?.stop();
      await stopListening?.();
    },
    open(userId, response) {
      // the client left while its session was being checked: there is no one to stream to
      if (isClosing || response.destroyed) return "closing";
      let own = streams.get(userId);
      if (own && own.size >= maxStreamsPerUser) return "too-many";
      const stream = new EventStream(userId, response, streamOptions);
      if (!own) {
        own = new Set();
        streams.set(userId, own);
      }
      own.add(stream);
      count += 1;
      return stream;
    },
    async replay(stream, lastEventId) {
      await stream.replay(async () => {
        const rows = await findMissedNotifications(
          db,
          [stream.userId],
          lastEventId,
          new Date(Date.now() - REPLAY_WINDOW_MS),
          REPLAY_LIMIT,
        );
        return rows.map((row) => ({ id: String(row.id), frame: notificationFrame(toNotification(row)) }));
      });
    },
    get heartbeatMs() {
      return heartbeatMs;
    },
    get streamLifetimeMs() {
      return streamLifetimeMs;
    },
    set streamLifetimeMs(value: number) {
      streamLifetimeMs = value;
    },
    set heartbeatMs(value: number) {
      heartbeatMs = value;
      if (heartbeat) startHeartbeat();
    },
    streamCount(userId) {
      return userId === undefined ? count : (streams.get(userId)?.size ?? 0);
    },
    bufferedBytes() {
      let total = 0;
      for (const own of streams.values()) for (const stream of own) total += stream.bufferedBytes;
      return total;
    },
    get isListening() {
      return isListening;
    },
  };
}
