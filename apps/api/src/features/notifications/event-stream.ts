import type { ServerResponse } from "node:http";

/** How long a browser waits before reconnecting a dropped stream (the `retry:` field). */
export const RECONNECT_MS = 3_000;
/** Ids a stream remembers having sent: the same notification heard twice (replay and live) goes once. */
const REMEMBERED_IDS = 128;
/** A stream ended on shutdown whose client does not take the end is cut after this long. */
const END_GRACE_MS = 1_000;

/** One message for a stream: its SSE text, and the notification's id when it has one. */
export interface StreamMessage {
  id?: string;
  frame: string;
}

export interface EventStreamOptions {
  /**
   * Bytes a stream may hold unsent (Node's buffer over a socket the client does not
   * read) before it is cut: a slow or stalled client cannot make the server's memory grow.
   */
  maxBufferedBytes: number;
  /** How long the stream lasts before it is ended (the client reconnects: STREAM_LIFETIME_MS). */
  lifetimeMs: number;
  /** The stream is gone (ended by either side, or cut). Called once. */
  onClose(stream: EventStream): void;
  /** A stream was cut for not reading. */
  onSlow(stream: EventStream): void;
}

/**
 * One open `text/event-stream` answer. While it replays what its client missed, live
 * messages wait behind the replay, so the client sees the replayed ones first and none
 * twice.
 */
export class EventStream {
  readonly userId: string;
  private readonly response: ServerResponse;
  private readonly options: EventStreamOptions;
  private isReplaying = false;
  private held: StreamMessage[] = [];
  private heldBytes = 0;
  private sentIds: Set<string> | undefined;
  private isClosed = false;
  private lifetime: NodeJS.Timeout | undefined;

  constructor(userId: string, response: ServerResponse, options: EventStreamOptions) {
    this.userId = userId;
    this.response = response;
    this.options = options;
    response.once("close", () => this.closed());
  }

  /** Sends the head and the reconnect delay. The response's other headers (helmet's) stay. */
  start(): void {
    this.response.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      // nginx and the like would otherwise buffer the stream
      "x-accel-buffering": "no",
    });
    this.response.socket?.setNoDelay(true);
    this.write(`retry: ${RECONNECT_MS}\n\n`);
    this.lifetime = setTimeout(() => this.end(), this.options.lifetimeMs);
    this.lifetime.unref();
  }

  /** Bytes written but not yet taken by the client's socket. */
  get bufferedBytes(): number {
    return this.isClosed ? 0 : this.response.writableLength + this.heldBytes;
  }

  /** A live message: sent now, or after the replay under way. */
  deliver(message: StreamMessage): void {
    if (this.isClosed) return;
    if (!this.isReplaying) {
      this.send(message);
      return;
    }
    this.held.push(message);
    this.heldBytes += message.frame.length;
    if (this.heldBytes > this.options.maxBufferedBytes) this.cut();
  }

  /** Sends what `load` finds first, then the live messages that came meanwhile. */
  async replay(load: () => Promise<StreamMessage[]>): Promise<void> {
    this.isReplaying = true;
    try {
      for (const message of await load()) this.send(message);
    } finally {
      this.isReplaying = false;
      const held = this.held;
      this.held = [];
      this.heldBytes = 0;
      for (const message of held) this.send(message);
    }
  }

  /** Writes text as it is (a heartbeat comment, say). */
  write(text: string): void {
    if (this.isClosed || this.response.writableEnded) return;
    const isDrained = this.response.write(text);
    if (!isDrained && this.response.writableLength > this.options.maxBufferedBytes) this.cut();
  }

  /** Ends the answer cleanly; a client that does not take the end is cut soon after. */
  end(): void {
    if (this.isClosed || this.response.writableEnded) return;
    const socket = this.response.socket;
    const timer = setTimeout(() => socket?.destroy(), END_GRACE_MS);
    timer.unref();
    socket?.once("close", () => clearTimeout(timer));
    // the connection closes with the stream: a keep-alive one would hold the server's close
    this.response.end(() => socket?.end());
  }

  private send(message: StreamMessage): void {
    if (message.id !== undefined) {
      this.sentIds ??= new Set();
      if (this.sentIds.has(message.id)) return;
      this.sentIds.add(message.id);
      if (this.sentIds.size > REMEMBERED_IDS) {
        const oldest = this.sentIds.values().next().value;
        if (oldest !== undefined) this.sentIds.delete(oldest);
      }
    }
    this.write(message.frame);
  }

  private cut(): void {
    if (this.isClosed) return;
    this.options.onSlow(this);
    this.held = [];
    this.heldBytes = 0;
    // what it holds is dropped with the connection; the browser reconnects and replays
    this.response.destroy();
    this.closed();
  }

  private closed(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    clearTimeout(this.lifetime);
    this.options.onClose(this);
  }
}
