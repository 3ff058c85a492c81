import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { authClient } from "../../../lib/auth-client.ts";
import { clearSessionKeys } from "../session-keys.ts";

/** Ends the session on the server, clears cached data and the session keys, returns to /. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async function signOut() {
    // leave the signed-in screens first, so nothing asks for private data mid-sign-out
    await navigate("/");
    clearSessionKeys();
    try {
      await authClient.signOut();
    } finally {
      queryClient.clear();
    }
  };
}
