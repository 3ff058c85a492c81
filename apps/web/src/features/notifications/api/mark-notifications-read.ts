import type { MarkReadInput, NotificationsPage } from "@campusride/shared/schemas/notifications";
import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { notificationsQueryKeys } from "../../../lib/query-keys.ts";

export function markNotificationsRead(input: MarkReadInput): Promise<{ unreadCount: number }> {
  return api.post<{ unreadCount: number }>("/api/notifications/read", input);
}

type CachedList = InfiniteData<NotificationsPage, string | undefined>;

/** The list with these ids (every one without ids) read now, and the unread count lowered to match. */
function withRead(list: CachedList, ids: readonly string[] | undefined, readAt: string): CachedList {
  const isMarked = (id: string) => !ids || ids.includes(id);
  let newlyRead = 0;
  const pages = list.pages.map((page) => ({
    ...page,
    notifications: page.notifications.map((notification) => {
      if (notification.readAt || !isMarked(notification.id)) return notification;
      newlyRead += 1;
      return { ...notification, readAt };
    }),
  }));
  const [first, ...rest] = pages;
  if (!first) return list;
  const unreadCount = ids ? Math.max(0, first.unreadCount - newlyRead) : 0;
  return { ...list, pages: [{ ...first, unreadCount }, ...rest] };
}

/**
 * Marks notifications read (the ones opened, or all of them): the bell shows it at once,
 * then takes the server's count; afterwards the list is read again (a read that raced the
 * change may have brought the old state back).
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const key = notificationsQueryKeys.list;
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const readAt = new Date().toISOString();
      queryClient.setQueryData<CachedList>(key, (list) => list && withRead(list, input.ids, readAt));
    },
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData<CachedList>(key, (list) => {
        const [first, ...rest] = list?.pages ?? [];
        return list && first ? { ...list, pages: [{ ...first, unreadCount }, ...rest] } : list;
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
