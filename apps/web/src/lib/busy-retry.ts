import { useSyncExternalStore } from "react";

/** Tries of one request the server refuses as busy, the first included; past them its error is shown. */
export const BUSY_TRIES = 3;
/**
 * The longest wait before one try, whatever Retry-After says: a student is never left
 * waiting long on a busy server (three tries take some 10 s at most), then reads why.
 */
const LONGEST_WAIT_MS = 5_000;

let waiting = 0;
const listeners = new Set<() => void>();

function setWaiting(change: number): void {
  waiting += change;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a request refused as busy is waiting to be sent again: the page says so meanwhile. */
export function useIsRetryingBusy(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting > 0,
    () => false,
  );
}

/**
 * The wait before try `tries + 1`: the server's Retry-After, doubled at each try, at most
 * LONGEST_WAIT_MS; a random quarter more, so the students refused together do not all come
 * back in the same instant.
 */
function backoffMs(serverWaitMs: number, tries: number): number {
  const doubled = serverWaitMs * 2 ** (tries - 1);
  return Math.min(LONGEST_WAIT_MS, doubled * (1 + Math.random() / 4));
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Runs `send`, and again after a wait each time it fails with an error `serverWaitMs`
 * gives a wait for (a busy server's 503 with Retry-After), up to BUSY_TRIES in all. Only
 * for requests safe to send twice: the caller decides. Aborting `signal` ends the wait.
 */
export async function retryWhileBusy<T>(
  send: () => Promise<T>,
  serverWaitMs: (error: unknown) => number | undefined,
  signal?: AbortSignal,
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await send();
    } catch (error) {
      const waitMs = serverWaitMs(error);
      if (waitMs === undefined || tries >= BUSY_TRIES) throw error;
      setWaiting(+1);
      try {
        await wait(backoffMs(waitMs, tries), signal);
      } finally {
        setWaiting(-1);
      }
    }
  }
}
