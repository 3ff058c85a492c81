import { ArrowLeft } from "lucide-react";
import { ButtonLink } from "../../components/ui/button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { paths } from "../../config/paths.ts";
import { Payouts } from "../../features/payments/components/payouts.tsx";
import { PAYMENT_TEXT } from "../../features/payments/payment-text.ts";

/** /dashboard/payouts (drivers): payout settings and history. The provider's onboarding returns here. */
export default function PayoutsPage() {
  return (
    <>
      <PageHeader title={PAYMENT_TEXT.payoutsTitle} intro={PAYMENT_TEXT.payoutsIntro} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
        <ButtonLink to={paths.driver} variant="outline" size="sm">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </ButtonLink>
        <Payouts />
      </div>
    </>
  );
}
