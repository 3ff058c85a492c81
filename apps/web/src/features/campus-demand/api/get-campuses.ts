import type { CampusesResponse } from "@campusride/shared/schemas/campus-demand";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { campusesQueryKey } from "../../../lib/query-keys.ts";

/** GET /api/campuses: the campuses a board can be shown for, by name (they change only with a release). */
export function useCampuses() {
  return useQuery({
    queryKey: campusesQueryKey,
    queryFn: ({ signal }) => api.get<CampusesResponse>("/api/campuses", { signal }),
    staleTime: Infinity,
  });
}
