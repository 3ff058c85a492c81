import type { ProfileSummary } from "@campusride/shared/schemas/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { summaryQueryKey } from "../../../lib/query-keys.ts";

export function getSummary(): Promise<ProfileSummary> {
  return api.get<ProfileSummary>("/api/me/summary");
}

export const summaryQueryOptions = queryOptions({
  queryKey: summaryQueryKey,
  queryFn: getSummary,
});

export function useSummary() {
  return useQuery(summaryQueryOptions);
}
