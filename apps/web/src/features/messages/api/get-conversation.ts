import { TIMINGS } from "@campusride/shared/limits";
import type { ConversationThread } from "@campusride/shared/schemas/conversations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { usePollingFallback } from "../../../lib/live-updates.ts";
import { messagesQueryKeys } from "../../../lib/query-keys.ts";

export function getConversation(conversationId: string, signal?: AbortSignal): Promise<ConversationThread> {
  return api.get<ConversationThread>(`/api/conversations/${encodeURIComponent(conversationId)}`, { signal });
}

export function conversationQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: messagesQueryKeys.thread(conversationId),
    queryFn: ({ signal }) => getConversation(conversationId, signal),
  });
}

/** One thread with its newest messages; a new message on the stream reads it again. */
export function useConversation(conversationId: string) {
  const refetchInterval = usePollingFallback(TIMINGS.ridePolling);
  return useQuery({ ...conversationQueryOptions(conversationId), refetchInterval });
}
