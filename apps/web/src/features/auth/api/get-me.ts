import type { MeResponse } from "@campusride/shared/schemas/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../../lib/query-keys.ts";
import { rememberActiveRole } from "../session-keys.ts";

export async function getMe(): Promise<MeResponse> {
  const me = await api.get<MeResponse>("/api/me");
  rememberActiveRole(me.activeRole);
  return me;
}

/** Profile edits (features/profiles) invalidate it by the same key, from lib/query-keys.ts. */
export const meQueryOptions = queryOptions({ queryKey: meQueryKey, queryFn: getMe });

/** The signed-in user's own profile and active role; only fetched with a session. */
export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions, enabled });
}
