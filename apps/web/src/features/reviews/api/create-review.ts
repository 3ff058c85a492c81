import type { CreateReviewInput, RideReview } from "@campusride/shared/schemas/reviews";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingsQueryKeys, reviewsQueryKeys, ridesQueryKeys } from "../../../lib/query-keys.ts";

export function createReview(rideId: string, input: CreateReviewInput): Promise<RideReview> {
  return api.post<RideReview>(`/api/rides/${encodeURIComponent(rideId)}/reviews`, input);
}

/**
 * Sends one review; the ride's reviews (and any profile showing them) are read again, after
 * a refusal too, and so are the trip lists that offer 'Leave a review' (My Rides, the
 * driver's trips).
 */
export function useCreateReview(rideId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewInput) => createReview(rideId, input),
    onSettled: () =>
      Promise.all(
        [reviewsQueryKeys.all, bookingsQueryKeys.all, ridesQueryKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
