import type {
  NotificationPreferences,
  NotificationPreferencesInput,
} from "@campusride/shared/schemas/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { notificationsQueryKeys } from "../../../lib/query-keys.ts";

/** Saves the email choices, and the push ones when given (the push card sends both). */
export function updateEmailPreferences(
  input: NotificationPreferencesInput,
): Promise<NotificationPreferences> {
  return api.put<NotificationPreferences>("/api/notifications/preferences", input);
}

/** Saves the email preferences; the saved value (the server's answer) becomes the cached one. */
export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationsQueryKeys.preferences, saved),
  });
}
