import { useQuery } from "@tanstack/react-query";
import { sessionQueryOptions } from "./get-session.ts";

/** The signed-in user's session (null when signed out). */
export function useSession() {
  const { data, isPending, refetch } = useQuery(sessionQueryOptions);
  return { session: data ?? null, isPending, refetch };
}
