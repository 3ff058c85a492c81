import type { Message, SendMessageInput } from "@campusride/shared/schemas/conversations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { messagesQueryKeys } from "../../../lib/query-keys.ts";

export function sendMessage(conversationId: string, input: SendMessageInput): Promise<Message> {
  return api.post<Message>(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, input);
}

/** Writes in the thread; the thread and the inbox are read again. */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(conversationId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKeys.all }),
  });
}
