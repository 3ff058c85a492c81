import type { Conversation } from "@campusride/shared/schemas/conversations";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Who the thread is with: the ride's driver (the rider asks), or a rider of the driver's ride. */
export type ConversationWith = { rideId: string; riderId?: string };

export async function openConversation({ rideId, riderId }: ConversationWith): Promise<Conversation> {
  const ride = encodeURIComponent(rideId);
  const path = riderId
    ? `/api/rides/${ride}/riders/${encodeURIComponent(riderId)}/conversation`
    : `/api/rides/${ride}/conversation`;
  return (await api.post<{ conversation: Conversation }>(path)).conversation;
}

/** Finds the thread (opening it when there is none yet) without sending anything. */
export function useOpenConversation() {
  return useMutation({ mutationFn: openConversation });
}
