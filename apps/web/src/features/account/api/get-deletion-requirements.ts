import type { DeletionRequirements } from "@campusride/shared/schemas/account";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { deletionRequirementsQueryKey } from "../../../lib/query-keys.ts";

export function getDeletionRequirements(signal?: AbortSignal): Promise<DeletionRequirements> {
  return api.get<DeletionRequirements>("/api/me/deletion", { signal });
}

/** Read each time the dialog opens: whether the sign-in is recent changes with time. */
export const deletionRequirementsQueryOptions = queryOptions({
  queryKey: deletionRequirementsQueryKey,
  queryFn: ({ signal }) => getDeletionRequirements(signal),
  staleTime: 0,
});

/** How this account confirms its deletion: its password, or a recent sign-in. */
export function useDeletionRequirements(isEnabled: boolean) {
  return useQuery({ ...deletionRequirementsQueryOptions, enabled: isEnabled });
}
