import { MessagesLink } from "../../features/messages/components/messages-link.tsx";
import { NotificationCentre } from "../../features/notifications/components/notification-centre.tsx";

/**
 * The signed-in part of the top bar: the way to the messages (its unread count) beside
 * the notification centre (the bell and the session's live stream). One chunk, loaded
 * once a session exists.
 */
export function SignedInActions() {
  return (
    <div className="flex items-center">
      <MessagesLink />
      <NotificationCentre />
    </div>
  );
}
