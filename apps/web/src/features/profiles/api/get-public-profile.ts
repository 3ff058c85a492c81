import type { PublicProfileView } from "@campusride/shared/schemas/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { reviewsQueryKeys } from "../../../lib/query-keys.ts";

export function getPublicProfile(userId: string, signal?: AbortSignal): Promise<PublicProfileView> {
  return api.get<PublicProfileView>(`/api/profiles/${encodeURIComponent(userId)}`, { signal });
}

export function publicProfileQueryOptions(userId: string) {
  return queryOptions({
    // under the reviews' key: a new review changes the rating it shows
    queryKey: reviewsQueryKeys.publicProfile(userId),
    queryFn: ({ signal }) => getPublicProfile(userId, signal),
  });
}

/** Another student's public profile: name, university, car, rating, 'cancelled late' count. */
export function usePublicProfile(userId: string) {
  return useQuery(publicProfileQueryOptions(userId));
}
