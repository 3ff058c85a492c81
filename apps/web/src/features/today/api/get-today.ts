import type { TodayResponse } from "@campusride/shared/schemas/today";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { todayQueryKey } from "../../../lib/query-keys.ts";

function getToday(signal?: AbortSignal): Promise<TodayResponse> {
  return api.get<TodayResponse>("/api/today", { signal });
}

/** The signed-in student's trips of today (GET /api/today), kept fresh by the live events. */
export function useToday() {
  return useQuery({ queryKey: todayQueryKey, queryFn: ({ signal }) => getToday(signal) });
}
