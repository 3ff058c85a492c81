import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api } from "../../../lib/api-client.ts";
import { clearSessionKeys } from "../session-keys.ts";
import { sessionQueryOptions } from "./get-session.ts";

export function signOut(): Promise<unknown> {
  return api.post("/api/auth/sign-out");
}

/** Ends the session on the server, clears cached data and the session keys, returns to /. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async function signOutAndLeave() {
    // leave the signed-in screens first, so nothing asks for private data mid-sign-out
    await navigate("/");
    clearSessionKeys();
    try {
      await signOut();
    } finally {
      // private data goes; the session query stays (the top bar watches it) and reads null
      const sessionKey = sessionQueryOptions.queryKey;
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
      queryClient.setQueryData(sessionKey, null);
    }
  };
}
