import type { PayoutOnboarding } from "@campusride/shared/schemas/payments";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function startPayoutOnboarding(): Promise<PayoutOnboarding> {
  return api.post<PayoutOnboarding>("/api/payouts/account");
}

/** Card: the provider's onboarding page for the driver's payout account (it returns to /dashboard/payouts). */
export function useStartPayoutOnboarding() {
  return useMutation({ mutationFn: startPayoutOnboarding });
}
