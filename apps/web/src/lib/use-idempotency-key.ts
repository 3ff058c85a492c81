import { useRef } from "react";
import { ApiError } from "./api-client.ts";
import { newIdempotencyKey } from "./idempotency-key.ts";

/** Whether the server answered the request: a refusal (4xx) says it made nothing. */
function isAnswered(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The Idempotency-Key of a create the user may send again. A send that got no answer (a
 * network error) or a server failure (5xx) may still have made the record: sending the
 * same body again carries the same key, and the server returns what the first send made.
 * After an answer (success or a 4xx refusal) or with another body, the key is new: the
 * server refuses one key with two bodies (422).
 */
export function useIdempotencyKey() {
  const sent = useRef<{ key: string; body: string } | null>(null);
  return {
    /** The key for sending `body`. */
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (sent.current?.body !== text) sent.current = { key: newIdempotencyKey(), body: text };
      return sent.current.key;
    },
    /** After the send: a success or a refusal ends the key's use; no answer keeps it. */
    settle(error?: unknown): void {
      if (error === undefined || isAnswered(error)) sent.current = null;
    },
  };
}
