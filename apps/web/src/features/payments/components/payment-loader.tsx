import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import type { BookingPayment } from "@campusride/shared/schemas/payments";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadFailed } from "../../../components/ui/list-states.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { PAYMENT_TEXT } from "../payment-text.ts";

/**
 * A booking's payment once read: a spinner while it loads, the failure with 'Try Again'
 * when it cannot be read (a failed refresh keeps the last answer on screen), else `children`.
 */
export function PaymentLoader({
  payment,
  children,
}: {
  payment: UseQueryResult<BookingPayment>;
  children: (payment: BookingPayment) => ReactNode;
}) {
  if (payment.isPending) return <Spinner label={PAYMENT_TEXT.loading} />;
  if (payment.isError && !payment.data) {
    return <LoadFailed message={PAYMENT_MESSAGES.loadFailed} onRetry={() => void payment.refetch()} />;
  }
  return <>{children(payment.data)}</>;
}
