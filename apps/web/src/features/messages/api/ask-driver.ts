import type { Conversation, Message, SendMessageInput } from "@campusride/shared/schemas/conversations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { messagesQueryKeys } from "../../../lib/query-keys.ts";

export function askDriver(
  rideId: string,
  input: SendMessageInput,
): Promise<{ conversation: Conversation; message: Message }> {
  return api.post(`/api/rides/${encodeURIComponent(rideId)}/messages`, input);
}

/** 'Ask the driver': the rider's question opens (or continues) their thread with the ride's driver. */
export function useAskDriver(rideId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => askDriver(rideId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKeys.all }),
  });
}
