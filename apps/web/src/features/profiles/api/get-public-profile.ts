import type { PublicProfileView } from "@campusride/shared/schemas/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function getPublicProfile(userId: string, signal?: AbortSignal): Promise<PublicProfileView> {
  return api.get<PublicProfileView>(`/api/profiles/${encodeURIComponent(userId)}`, { signal });
}

export function publicProfileQueryOptions(userId: string) {
  return queryOptions({
    // under the reviews' key: a new review changes the rating it shows
    queryKey: ["reviews", "public-profile", userId] as const,
    queryFn: ({ signal }) => getPublicProfile(userId, signal),
  });
}

/** Another student's public profile: name, university, car, rating, 'cancelled late' count. */
export function usePublicProfile(userId: string) {
  return useQuery(publicProfileQueryOptions(userId));
}
