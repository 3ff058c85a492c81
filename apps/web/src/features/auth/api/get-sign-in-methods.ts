import type { SignInMethods } from "@campusride/shared/schemas/sign-in-methods";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function getSignInMethods(): Promise<SignInMethods> {
  return api.get<SignInMethods>("/api/sign-in-methods");
}

/** Fixed while the server runs: read once per visit. */
export const signInMethodsQueryOptions = queryOptions({
  queryKey: ["sign-in-methods"],
  queryFn: getSignInMethods,
  staleTime: Infinity,
});

/** The ways to sign in besides email and password (the Google button shows only when on). */
export function useSignInMethods() {
  return useQuery(signInMethodsQueryOptions);
}
