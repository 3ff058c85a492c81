import type { Notification, StreamChange, StreamRides } from "@campusride/shared/schemas/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { setLiveStreamOpen } from "../../../lib/live-updates.ts";
import {
  invalidateAfterGap,
  invalidateForChange,
  invalidateForNotification,
  invalidateForRides,
} from "./live-invalidation.ts";

export const EVENTS_PATH = "/api/events";

/**
 * After the browser gave up on the stream (an answer other than 200 text/event-stream,
 * which EventSource never retries), a fresh one is tried this much later; meanwhile the
 * lists poll.
 */
export const STREAM_RETRY_MS = 30_000;

function parseData<T>(event: Event): T | null {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

/**
 * The signed-in session's one live stream (GET /api/events), open while the component
 * using it is mounted (the top bar's signed-in part): each event refreshes the queries it
 * changes; while the stream is down the lists fall back to polling (lib/live-updates);
 * when it comes back after a gap, they are read again once. The browser's EventSource
 * reconnects by itself and sends Last-Event-ID, so missed notifications are replayed.
 */
export function useLiveUpdates({
  resumeAfter,
  onNotification,
}: {
  /**
   * The newest notification the page already has ("0" for none), once known: the first
   * connection asks for what came after it, so an event between the page's first reads
   * and the stream's opening is not lost. Undefined: not known yet, the stream waits;
   * null: unknowable (the list failed), the stream opens without it.
   */
  resumeAfter: string | null | undefined;
  onNotification?: (notification: Notification) => void;
}) {
  const queryClient = useQueryClient();
  const onNotificationRef = useRef(onNotification);
  const resumeAfterRef = useRef(resumeAfter);
  useEffect(() => {
    onNotificationRef.current = onNotification;
    resumeAfterRef.current = resumeAfter;
  }, [onNotification, resumeAfter]);
  const isReady = resumeAfter !== undefined;

  useEffect(() => {
    if (!isReady) return;
    // the browser's own reconnections send Last-Event-ID, which the server prefers to
    // this; a fresh stream after the browser gave up resumes after the last one received
    let lastId = resumeAfterRef.current;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let hadGap = false;

    function connect() {
      const url = lastId ? `${EVENTS_PATH}?lastEventId=${encodeURIComponent(lastId)}` : EVENTS_PATH;
      const current = new EventSource(url);
      source = current;
      current.addEventListener("open", () => {
        if (hadGap) invalidateAfterGap(queryClient);
        hadGap = false;
        setLiveStreamOpen(true);
      });
      current.addEventListener("error", () => {
        hadGap = true;
        setLiveStreamOpen(false);
        if (current.readyState === EventSource.CLOSED) {
          current.close();
          retry = setTimeout(connect, STREAM_RETRY_MS);
        }
      });
      current.addEventListener("notification", (event) => {
        const notification = parseData<Notification>(event);
        if (!notification) return;
        lastId = notification.id;
        invalidateForNotification(queryClient, notification);
        onNotificationRef.current?.(notification);
      });
      current.addEventListener("change", (event) => {
        const change = parseData<StreamChange>(event);
        if (change) invalidateForChange(queryClient, change);
      });
      current.addEventListener("rides", (event) => {
        const rides = parseData<StreamRides>(event);
        if (rides) invalidateForRides(queryClient, rides);
      });
    }

    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
      setLiveStreamOpen(false);
    };
  }, [queryClient, isReady]);
}
