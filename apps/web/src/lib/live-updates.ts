import { useSyncExternalStore } from "react";

/**
 * Whether the live stream (GET /api/events) is open. The notifications feature opens the
 * stream and sets this; the trip and request lists read it to decide whether to poll
 * (features do not import each other, so the state lives here). Nothing but the one
 * stream of the signed-in session writes it.
 */
let isOpen = false;
const listeners = new Set<() => void>();

export function setLiveStreamOpen(open: boolean): void {
  if (open === isOpen) return;
  isOpen = open;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): boolean {
  return isOpen;
}

export function useIsLiveStreamOpen(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * The refetch interval of a list the stream keeps fresh: none while the stream is open
 * (its events invalidate the list), `everyMs` while it is down or not yet open
 * (docs/product/messages-and-notifications.md#live-updates).
 */
export function usePollingFallback(everyMs: number): number | false {
  return useIsLiveStreamOpen() ? false : everyMs;
}
