import type { ActiveRole } from "@campusride/shared/schemas/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rememberActiveRole } from "../session-keys.ts";
import { meQueryOptions } from "./get-me.ts";
import { sessionQueryOptions } from "./get-session.ts";

export function setActiveRole(activeRole: ActiveRole): Promise<{ activeRole: ActiveRole }> {
  return api.put<{ activeRole: ActiveRole }>("/api/me/active-role", { activeRole });
}

/** Switches the role a user of type both acts as, for this browser session. */
export function useSetActiveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setActiveRole,
    onSuccess: async ({ activeRole }) => {
      rememberActiveRole(activeRole);
      // the active role is kept on the session
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
      ]);
    },
  });
}
