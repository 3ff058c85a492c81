import type { NotificationPreferences } from "@campusride/shared/schemas/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { notificationsQueryKeys } from "../../../lib/query-keys.ts";

export function getEmailPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return api.get<NotificationPreferences>("/api/notifications/preferences", { signal });
}

export const emailPreferencesQueryOptions = queryOptions({
  queryKey: notificationsQueryKeys.preferences,
  queryFn: ({ signal }) => getEmailPreferences(signal),
});

/** Which emails the user wants (every kind on until they choose). */
export function useEmailPreferences() {
  return useQuery(emailPreferencesQueryOptions);
}
