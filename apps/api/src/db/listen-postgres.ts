import pg from "pg";
import { TCP_KEEPALIVE } from "./query-deadlines.ts";

/** What a listener hears on a channel. */
export interface ChannelListener {
  /** One notification's payload. */
  onNotification(payload: string): void;
  /**
   * Listening has (re)started. Notifications sent while it was not are lost: whoever keeps
   * a copy of the database's state reads it again here.
   */
  onListening(): void;
  /** The listening connection failed or dropped; it is being opened again. */
  onLost?(error: unknown): void;
}

/** Stops listening. */
export type StopListening = () => Promise<void>;

const RETRY_START_MS = 250;
const RETRY_MAX_MS = 2_000;
/**
 * A connection cut without a word (a network partition, a firewall forgetting it) never
 * errors by itself: a heartbeat asks the server every HEARTBEAT_MS, and an answer not back
 * within HEARTBEAT_TIMEOUT_MS counts as a lost connection. Loss is noticed within their sum.
 */
export const HEARTBEAT_MS = 15_000;
export const HEARTBEAT_TIMEOUT_MS = 5_000;
/** The connection's name in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = "campusride-listen";

/**
 * LISTENs on `channel` over a dedicated connection of its own (a pooled one would be
 * handed to other queries and drop the LISTEN). When that connection fails or drops it is
 * opened again, retrying every RETRY_MAX_MS at most, and `onListening` runs each time it
 * is back. Resolves once the first attempt has succeeded or failed.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  listener: ChannelListener,
): Promise<StopListening> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delayMs = RETRY_START_MS;

  function attempt(): Promise<void> {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 3_000,
      // the operating system's probes too, besides the heartbeat
      ...TCP_KEEPALIVE,
      application_name: LISTEN_APPLICATION_NAME,
    });
    let down = false;
    let heartbeat: NodeJS.Timeout | undefined;
    let beating = false;
    const fail = (error?: unknown) => {
      if (down) return;
      down = true;
      clearInterval(heartbeat);
      if (current === client) current = undefined;
      client.end().catch(() => {});
      if (stopped) return;
      listener.onLost?.(error);
      retryTimer = setTimeout(() => void attempt(), delayMs);
      retryTimer.unref();
      delayMs = Math.min(delayMs * 2, RETRY_MAX_MS);
    };
    client.on("error", fail);
    client.on("end", () => fail(new Error("listening connection ended")));
    client.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined)
        listener.onNotification(message.payload);
    });
    return client
      .connect()
      .then(() => client.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
      .then(() => {
        if (down) return;
        if (stopped) {
          down = true;
          client.end().catch(() => {});
          return;
        }
        current = client;
        delayMs = RETRY_START_MS;
        heartbeat = setInterval(() => {
          // one at a time: a heartbeat still waiting is already being timed
          if (beating) return;
          beating = true;
          answersWithin(client, HEARTBEAT_TIMEOUT_MS).then(
            () => (beating = false),
            (error: unknown) => fail(error),
          );
        }, HEARTBEAT_MS);
        heartbeat.unref();
        listener.onListening();
      }, fail);
  }

  await attempt();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}

/** Rejects unless the server answers a trivial query within `ms`. */
async function answersWithin(client: pg.Client, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`listening connection silent for ${ms} ms`)), ms);
  });
  try {
    await Promise.race([client.query("select 1"), late]);
  } finally {
    clearTimeout(timer);
  }
}
