import type { ContactConfirmation } from "@campusride/shared/schemas/trip-sharing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { contactConfirmationQueryKey } from "../../../lib/query-keys.ts";

export function getContactConfirmation(signal?: AbortSignal): Promise<ContactConfirmation> {
  return api.get<ContactConfirmation>("/api/me/emergency-contact/confirmation", { signal });
}

export const contactConfirmationQueryOptions = queryOptions({
  queryKey: contactConfirmationQueryKey,
  queryFn: ({ signal }) => getContactConfirmation(signal),
});

/**
 * Whether the user's emergency contact has confirmed trip mail (asked, not yet, or never);
 * asked only when there is a contact email (`hasEmail`).
 */
export function useContactConfirmation(hasEmail: boolean) {
  return useQuery({ ...contactConfirmationQueryOptions, enabled: hasEmail });
}
