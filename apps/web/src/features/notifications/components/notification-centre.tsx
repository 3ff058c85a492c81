import type { Notification } from "@campusride/shared/schemas/notifications";
import { useCallback, useState } from "react";
import { useNotifications } from "../api/get-notifications.ts";
import { useLiveUpdates } from "../hooks/use-live-updates.ts";
import { NotificationBell } from "./notification-bell.tsx";

/**
 * The signed-in part of the top bar: the session's one live stream, the bell, and a
 * polite announcement of each new notification's text for screen reader users.
 * Mounted once while a session exists; unmounting (sign-out) closes the stream.
 */
export function NotificationCentre() {
  const [announcement, setAnnouncement] = useState("");
  const list = useNotifications();
  useLiveUpdates({
    resumeAfter: list.isSuccess
      ? (list.data.pages[0]?.notifications[0]?.id ?? "0")
      : list.isError
        ? null
        : undefined,
    // cleared first, so the same text twice in a row is announced twice
    onNotification: useCallback((notification: Notification) => {
      setAnnouncement("");
      queueMicrotask(() => setAnnouncement(notification.text));
    }, []),
  });
  return (
    <>
      <NotificationBell />
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </>
  );
}
