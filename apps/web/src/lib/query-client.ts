import { onlineManager, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";

/** The longest Retry-After a screen waits out on its own; past it the message is shown. */
const LONGEST_WAIT_SECONDS = 30;

/** The wait the server asked for before a retry, when it asked for one short enough. */
function serverWaitMs(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.retryAfterSeconds === undefined) return undefined;
  return error.retryAfterSeconds <= LONGEST_WAIT_SECONDS ? error.retryAfterSeconds * 1000 : undefined;
}

/**
 * The app's query client, and the one its tests render with. Client errors (4xx) are
 * answers, not glitches: never retried, but for a 429 that says how long to wait (a
 * student's own requests at once are retried after the wait); a busy server's 503 with
 * Retry-After neither, as the API client already waited it out and tried again
 * (lib/busy-retry.ts); anything else twice. Offline, reads wait (React Query pauses them, keeping what was
 * loaded) and run again when the connection returns. Mutations are never retried and never
 * wait: offline they fail at once with a message that says so, so a form does not sit on
 * "Sending…" and then send a change its student has given up on.
 * `retryDelay` is there for tests, which need not wait out the backoff between the same
 * retries (a Retry-After is waited out all the same).
 */
export function createQueryClient({ retryDelay }: { retryDelay?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => {
          const isAnswer = error instanceof ApiError && error.status >= 400 && error.status < 500;
          if (isAnswer && !(error.status === 429 && serverWaitMs(error) !== undefined)) return false;
          // a busy server's 503 with a wait: the API client has already tried it again
          if (error instanceof ApiError && error.status === 503 && error.retryAfterSeconds !== undefined) {
            return false;
          }
          return failureCount < 2;
        },
        // React Query's own backoff unless the server said how long, or a test did
        retryDelay: (failureCount, error) =>
          serverWaitMs(error) ?? retryDelay ?? Math.min(1000 * 2 ** failureCount, 30_000),
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}

export const queryClient = createQueryClient();

// React Query starts online and then follows the browser's online and offline events: an
// app opened without a connection (the service worker's kept shell) starts offline, so its
// banner says so at once (docs/decisions/0054-web-push.md).
if (typeof navigator !== "undefined" && navigator.onLine === false) onlineManager.setOnline(false);
