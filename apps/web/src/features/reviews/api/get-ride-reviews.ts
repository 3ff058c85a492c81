import type { RideReviews } from "@campusride/shared/schemas/reviews";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { reviewsQueryKeys } from "../../../lib/query-keys.ts";

export function getRideReviews(rideId: string, signal?: AbortSignal): Promise<RideReviews> {
  return api.get<RideReviews>(`/api/rides/${encodeURIComponent(rideId)}/reviews`, { signal });
}

export function rideReviewsQueryOptions(rideId: string) {
  return queryOptions({
    queryKey: reviewsQueryKeys.ride(rideId),
    queryFn: ({ signal }) => getRideReviews(rideId, signal),
  });
}

/** Whom the user may review on a ride, what they wrote and what was published about them (404 if not on it). */
export function useRideReviews(rideId: string) {
  return useQuery(rideReviewsQueryOptions(rideId));
}
