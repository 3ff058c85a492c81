import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import { usePaymentConfig } from "../api/get-payment-config.ts";

/** Before a rider requests seats: how they will pay (by card after sending it, or the driver at pickup). */
export function PaymentMethodNote() {
  const config = usePaymentConfig();
  // not known yet (or unreadable): the confirmation page says it once the request is sent
  if (!config.data) return null;
  return (
    <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800">
      {config.data.method === "card" ? PAYMENT_MESSAGES.payByCard : PAYMENT_MESSAGES.payAtPickup}
    </p>
  );
}
