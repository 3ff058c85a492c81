import { NOTIFICATION_MESSAGES } from "@campusride/shared/messages";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Bell, X } from "lucide-react";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { CountBadge, topBarIconStyles } from "../../../components/ui/count-badge.tsx";
import { useNotifications } from "../api/get-notifications.ts";
import { useMarkNotificationsRead } from "../api/mark-notifications-read.ts";
import { NotificationList } from "./notification-list.tsx";

/**
 * The top bar's bell: the unread count (in its name, and a badge above zero) and a panel
 * of the notifications. The panel is a Radix dialog: focus moves into it and back to the
 * bell, Escape or a click outside closes it; below the top bar, full width on a phone.
 */
export function NotificationBell() {
  const [isOpen, setOpen] = useState(false);
  const list = useNotifications();
  const unread = list.data?.pages[0]?.unreadCount ?? 0;

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        aria-label={NOTIFICATION_MESSAGES.bellLabel(unread)}
        className={topBarIconStyles}
      >
        <Bell aria-hidden="true" className="size-6" />
        <CountBadge count={unread} />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/20" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          // the newest notification first (not "Mark all as read", which Enter would press)
          onOpenAutoFocus={(event) => {
            const newest = (event.currentTarget as HTMLElement).querySelector<HTMLElement>("li a");
            if (!newest) return;
            event.preventDefault();
            newest.focus();
          }}
          className="fixed inset-x-2 top-16 z-50 flex max-h-[calc(100dvh-5rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:right-4 sm:left-auto sm:w-96"
        >
          <PanelHeader unread={unread} />
          <div className="min-h-0 flex-1 overflow-y-auto">
            <NotificationList onOpen={() => setOpen(false)} />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function PanelHeader({ unread }: { unread: number }) {
  const markRead = useMarkNotificationsRead();
  return (
    <div className="border-b border-slate-200 px-4 py-3">
      <div className="flex items-center justify-between gap-2">
        <DialogPrimitive.Title className="text-base font-semibold text-slate-900">
          {NOTIFICATION_MESSAGES.title}
        </DialogPrimitive.Title>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({})}
          >
            {NOTIFICATION_MESSAGES.markAllRead}
          </Button>
          <DialogPrimitive.Close
            aria-label={NOTIFICATION_MESSAGES.close}
            className="inline-flex size-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </div>
      </div>
      {markRead.isError ? (
        <Alert tone="error" className="mt-2">
          {NOTIFICATION_MESSAGES.markFailed}
        </Alert>
      ) : null}
    </div>
  );
}
