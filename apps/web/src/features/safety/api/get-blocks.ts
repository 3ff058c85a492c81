import type { BlockedUser } from "@campusride/shared/schemas/safety";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { blocksQueryKey } from "../../../lib/query-keys.ts";

/** The students the signed-in user has blocked (GET /api/blocks). */

export async function getBlocks(signal?: AbortSignal): Promise<BlockedUser[]> {
  const { blocks } = await api.get<{ blocks: BlockedUser[] }>("/api/blocks", { signal });
  return blocks;
}

export const blocksQueryOptions = queryOptions({
  queryKey: blocksQueryKey,
  queryFn: ({ signal }) => getBlocks(signal),
});

export function useBlocks() {
  return useQuery(blocksQueryOptions);
}
