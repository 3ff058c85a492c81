import { TIMINGS } from "@campusride/shared/limits";
import type { Conversation } from "@campusride/shared/schemas/conversations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { usePollingFallback } from "../../../lib/live-updates.ts";
import { messagesQueryKeys } from "../../../lib/query-keys.ts";

export async function getConversations(signal?: AbortSignal): Promise<Conversation[]> {
  return (await api.get<{ conversations: Conversation[] }>("/api/conversations", { signal })).conversations;
}

export const conversationsQueryOptions = queryOptions({
  queryKey: messagesQueryKeys.list,
  queryFn: ({ signal }) => getConversations(signal),
});

/** The inbox: the user's threads, most recently active first (the stream keeps it fresh). */
export function useConversations() {
  const refetchInterval = usePollingFallback(TIMINGS.ridePolling);
  return useQuery({ ...conversationsQueryOptions, refetchInterval });
}
