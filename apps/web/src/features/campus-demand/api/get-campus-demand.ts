import type { CampusDemandResponse } from "@campusride/shared/schemas/campus-demand";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { campusDemandQueryKey } from "../../../lib/query-keys.ts";

/** The board's counts change once an hour at most: read again after a few minutes, not on every visit. */
const BOARD_STALE_MS = 5 * 60_000;

/** GET /api/campuses/:slug/demand: where the campus's students want to go over the next 30 days. */
export function useCampusDemand(slug: string) {
  return useQuery({
    queryKey: campusDemandQueryKey(slug),
    queryFn: ({ signal }) =>
      api.get<CampusDemandResponse>(`/api/campuses/${encodeURIComponent(slug)}/demand`, { signal }),
    staleTime: BOARD_STALE_MS,
  });
}
