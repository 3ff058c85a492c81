import type { CreateReviewInput, RideReview } from "@campusride/shared/schemas/reviews";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { reviewsQueryKeys } from "./review-keys.ts";

export function createReview(rideId: string, input: CreateReviewInput): Promise<RideReview> {
  return api.post<RideReview>(`/api/rides/${encodeURIComponent(rideId)}/reviews`, input);
}

/** Sends one review; the ride's reviews (and any profile showing them) are read again, after a refusal too. */
export function useCreateReview(rideId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewInput) => createReview(rideId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKeys.all }),
  });
}
