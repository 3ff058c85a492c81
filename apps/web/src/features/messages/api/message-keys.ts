/**
 * The messages' queries, all under ["messages"]: a message notification and a message's
 * live change (notifications/hooks/live-invalidation.ts) read them all again.
 */
export const messagesQueryKeys = {
  all: ["messages"] as const,
  list: ["messages", "list"] as const,
  unread: ["messages", "unread"] as const,
  thread: (conversationId: string) => ["messages", "thread", conversationId] as const,
};
