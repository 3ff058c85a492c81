import type { SignInMethods } from "@campusride/shared/schemas/sign-in-methods";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { signInMethodsQueryKey } from "../../../lib/query-keys.ts";

export function getSignInMethods(): Promise<SignInMethods> {
  return api.get<SignInMethods>("/api/sign-in-methods");
}

/** Fixed while the server runs: read once per visit. */
export const signInMethodsQueryOptions = queryOptions({
  queryKey: signInMethodsQueryKey,
  queryFn: getSignInMethods,
  staleTime: Infinity,
});

/** The ways to sign in besides email and password (the Google button shows only when on). */
export function useSignInMethods() {
  return useQuery(signInMethodsQueryOptions);
}

/**
 * Loads the answer with /signin's and /signup's code, so the Google button is there in the
 * page's first render instead of pushing the page down when it arrives. Never fails: without
 * an answer the button stays hidden.
 */
export function prefetchSignInMethods(): Promise<void> {
  return queryClient.prefetchQuery(signInMethodsQueryOptions);
}
