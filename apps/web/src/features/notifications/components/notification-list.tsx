import { NOTIFICATION_MESSAGES } from "@campusride/shared/messages";
import type { Notification } from "@campusride/shared/schemas/notifications";
import clsx from "clsx";
import { BellOff } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { LoadFailed } from "../../../components/ui/list-states.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useNotifications } from "../api/get-notifications.ts";
import { useMarkNotificationsRead } from "../api/mark-notifications-read.ts";
import { relativeTime } from "../../../lib/date-time-format.ts";

/**
 * The bell's list, newest first: each notification's text, when it came and whether it is
 * unread; opening one marks it read and goes where it leads. `onOpen` closes the panel.
 */
export function NotificationList({ onOpen }: { onOpen: () => void }) {
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  // times are told relative to the panel's opening (it mounts then)
  const [now] = useState(Date.now);

  if (list.isPending) {
    return (
      <p role="status" className="px-4 py-6 text-sm text-slate-600">
        {NOTIFICATION_MESSAGES.loading}
      </p>
    );
  }
  if (list.isError && !list.data) {
    return (
      <div className="p-4">
        <LoadFailed
          message={`${NOTIFICATION_MESSAGES.loadFailed} ${errorMessage(list.error)}`}
          onRetry={() => void list.refetch()}
        />
      </div>
    );
  }

  const notifications = list.data.pages.flatMap((page) => page.notifications);
  if (notifications.length === 0) {
    return (
      <div className="px-4 py-10 text-center">
        <BellOff aria-hidden="true" className="mx-auto size-8 text-slate-400" />
        <p className="mt-2 font-medium text-slate-700">{NOTIFICATION_MESSAGES.empty}</p>
      </div>
    );
  }

  const open = (notification: Notification) => {
    if (!notification.readAt) markRead.mutate({ ids: [notification.id] });
    onOpen();
  };
  return (
    <div className="pb-2">
      <ul className="divide-y divide-slate-100">
        {notifications.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} now={now} onOpen={() => open(notification)} />
          </li>
        ))}
      </ul>
      {list.isFetchNextPageError ? (
        <p role="alert" className="px-4 pt-2 text-sm text-red-700">
          {NOTIFICATION_MESSAGES.loadFailed}
        </p>
      ) : null}
      {list.hasNextPage ? (
        <div className="px-4 pt-2">
          <Button
            variant="outline"
            size="sm"
            className="w-full"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? NOTIFICATION_MESSAGES.loading : NOTIFICATION_MESSAGES.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function NotificationItem({
  notification,
  now,
  onOpen,
}: {
  notification: Notification;
  now: number;
  onOpen: () => void;
}) {
  const isUnread = !notification.readAt;
  return (
    <Link
      to={notification.path}
      onClick={onOpen}
      className={clsx(
        "flex gap-3 px-4 py-3 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700",
        isUnread ? "bg-brand-50/60" : undefined,
      )}
    >
      <span
        aria-hidden="true"
        className={clsx("mt-1.5 size-2 shrink-0 rounded-full", isUnread ? "bg-brand-600" : "bg-transparent")}
      />
      <span className="min-w-0 flex-1">
        {isUnread ? <span className="sr-only">{`${NOTIFICATION_MESSAGES.unread}: `}</span> : null}
        <span
          className={clsx("block break-words", isUnread ? "font-semibold text-slate-900" : "text-slate-700")}
        >
          {notification.text}
        </span>
        <time dateTime={notification.createdAt} className="mt-0.5 block text-xs text-slate-600">
          {relativeTime(notification.createdAt, now)}
        </time>
      </span>
    </Link>
  );
}
