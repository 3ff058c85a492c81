import type { ContactMessage } from "@campusride/shared/schemas/contact";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export interface ContactReceipt {
  id: string;
  message: string;
}

/** Stores a message for the CampusRide support team (rate limited per client). */
export function sendContactMessage(input: ContactMessage): Promise<ContactReceipt> {
  return api.post<ContactReceipt>("/api/contact", input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
