import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export type TripUpdatesAnswer = "confirm" | "stop";

export function answerTripUpdates(answer: TripUpdatesAnswer, token: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/api/trip-updates/${answer}`, { token });
}

/** The emergency contact's answer, by the token of the mail they followed: trip mail yes, or never. */
export function useAnswerTripUpdates(token: string) {
  return useMutation({ mutationFn: (answer: TripUpdatesAnswer) => answerTripUpdates(answer, token) });
}
