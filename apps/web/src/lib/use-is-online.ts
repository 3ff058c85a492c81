import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

const isOnline = () => onlineManager.isOnline();
const subscribe = (listener: () => void) => onlineManager.subscribe(listener);

/**
 * Whether the browser has a connection, as React Query sees it (the browser's online and
 * offline events): the queries it paused offline run again when this turns true.
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
