import type { ConversationThread } from "@campusride/shared/schemas/conversations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { messagesQueryKeys, notificationsQueryKeys } from "../../../lib/query-keys.ts";

export function markConversationRead(conversationId: string): Promise<{ unreadCount: number }> {
  return api.post(`/api/conversations/${encodeURIComponent(conversationId)}/read`);
}

/**
 * The thread is read: the open thread counts nothing unread (so it is not marked again before
 * it is read anew), the badge takes the new count, the bell (its message notification) and
 * inbox refresh.
 */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: ({ unreadCount }, conversationId) => {
      queryClient.setQueryData<ConversationThread>(messagesQueryKeys.thread(conversationId), (thread) =>
        thread ? { ...thread, conversation: { ...thread.conversation, unreadCount: 0 } } : thread,
      );
      queryClient.setQueryData(messagesQueryKeys.unread, unreadCount);
      void queryClient.invalidateQueries({ queryKey: messagesQueryKeys.list });
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.list });
    },
  });
}
