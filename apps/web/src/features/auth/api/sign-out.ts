import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api } from "../../../lib/api-client.ts";
import { messageState } from "../../../lib/use-navigation-message.ts";
import { clearSessionKeys } from "../session-keys.ts";
import { sessionQueryOptions } from "./get-session.ts";

export function signOut(): Promise<unknown> {
  return api.post("/api/auth/sign-out");
}

export interface SignOutOptions {
  /** Shown on / (navigation state), e.g. that the account was deleted. */
  message?: string;
  /** The server has ended the session already (the account was deleted): only the browser's side is left. */
  isSessionEnded?: boolean;
}

/** Ends the session on the server, clears cached data and the session keys, returns to /. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async function signOutAndLeave({ message, isSessionEnded = false }: SignOutOptions = {}) {
    // leave the signed-in screens first, so nothing asks for private data mid-sign-out
    await navigate("/", message ? { state: messageState(message) } : undefined);
    clearSessionKeys();
    try {
      if (!isSessionEnded) await signOut();
    } finally {
      // private data goes; the session query stays (the top bar watches it) and reads null
      const sessionKey = sessionQueryOptions.queryKey;
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
      queryClient.setQueryData(sessionKey, null);
    }
  };
}
