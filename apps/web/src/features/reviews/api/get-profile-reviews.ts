import type { ProfileReviews } from "@campusride/shared/schemas/reviews";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { reviewsQueryKeys } from "../../../lib/query-keys.ts";

export function getProfileReviews(userId: string, before: string | null, signal?: AbortSignal) {
  const query = before ? `?${new URLSearchParams({ before })}` : "";
  return api.get<ProfileReviews>(`/api/profiles/${encodeURIComponent(userId)}/reviews${query}`, { signal });
}

export function profileReviewsQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: reviewsQueryKeys.profile(userId),
    queryFn: ({ pageParam, signal }) => getProfileReviews(userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}

/** The published reviews about a user, a page at a time ('Load more'). */
export function useProfileReviews(userId: string) {
  return useInfiniteQuery(profileReviewsQueryOptions(userId));
}
