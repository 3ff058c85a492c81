import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useStartCheckout } from "../api/start-checkout.ts";
import { PAYMENT_TEXT } from "../payment-text.ts";

/**
 * Card: 'Confirm and Pay' opens the provider's payment page for the booking (card details
 * never reach CampusRide). It stays busy while the browser leaves; a refusal (the provider
 * unreachable, already paid) shows in an alert.
 */
export function CheckoutButton({ bookingId }: { bookingId: string }) {
  const checkout = useStartCheckout();
  const [isLeaving, setLeaving] = useState(false);
  const isBusy = checkout.isPending || isLeaving;
  async function pay() {
    const { url } = await checkout.mutateAsync(bookingId);
    setLeaving(true);
    window.location.assign(url);
  }
  return (
    <div className="space-y-3">
      <Button aria-busy={isBusy} disabled={isBusy} onClick={() => void pay().catch(() => undefined)}>
        {isBusy ? PAYMENT_TEXT.redirecting : PAYMENT_TEXT.confirmAndPay}
      </Button>
      {checkout.isError ? <Alert tone="error">{errorMessage(checkout.error)}</Alert> : null}
    </div>
  );
}
