import { NO_SHOW_DISPUTE_HOURS } from "@campusride/shared/domain/ride-day";
import { NO_SHOW_MESSAGES } from "@campusride/shared/messages";
import type { RiderBooking } from "@campusride/shared/schemas/bookings";
import { NO_SHOW_DISPUTE_MAX, noShowDisputeInputSchema } from "@campusride/shared/schemas/no-shows";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Form, SubmitButton, TextareaField, useZodForm } from "../../../components/ui/form.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useDisputeNoShow, useReportDriverNoShow } from "../api/ride-day.ts";

/**
 * The trip's day for its rider (docs/product/ride-day.md#start-drop-off-and-no-shows):
 * "Report that the driver did not come" once allowed, and, when marked a no-show, the
 * dispute form within NO_SHOW_DISPUTE_HOURS.
 */
export function RiderTripDay({ booking }: { booking: RiderBooking }) {
  const [sent, setSent] = useState<string | null>(null);
  const report = useReportDriverNoShow();
  if (sent) return <Alert tone="success">{sent}</Alert>;
  if (booking.day?.driverNoShowAt)
    return (
      <p role="status" className="text-slate-700">
        {NO_SHOW_MESSAGES.driverNoShowTripEnded}
      </p>
    );
  if (booking.status === "no_show") return <NoShowDispute booking={booking} onSent={setSent} />;
  if (booking.status !== "approved" || !booking.day?.canReportDriverNoShow) return null;
  return (
    <ConfirmDialog
      trigger={{ label: NO_SHOW_MESSAGES.reportDriver, variant: "outline" }}
      title={NO_SHOW_MESSAGES.reportDriver}
      confirm={{ label: NO_SHOW_MESSAGES.reportDriver, variant: "danger" }}
      busyLabel="Sending…"
      onConfirm={async () => {
        await report.mutateAsync(booking.rideId);
        setSent(NO_SHOW_MESSAGES.driverNoShowReported);
      }}
      describeError={errorMessage}
    >
      <p className="text-slate-700">{NO_SHOW_MESSAGES.reportDriverConfirm}</p>
    </ConfirmDialog>
  );
}

function NoShowDispute({ booking, onSent }: { booking: RiderBooking; onSent: (message: string) => void }) {
  const dispute = useDisputeNoShow();
  const form = useZodForm(noShowDisputeInputSchema, { defaultValues: { reason: "" } });
  // when the page was opened: the server refuses a dispute sent too late all the same
  const [openedAt] = useState(() => Date.now());
  if (booking.noShowOverturnedAt) return <Alert tone="success">{NO_SHOW_MESSAGES.overturned}</Alert>;
  if (booking.noShowUpheld)
    return (
      <p role="status" className="text-slate-700">
        {NO_SHOW_MESSAGES.upheld}
      </p>
    );
  if (booking.noShowDisputed)
    return (
      <p role="status" className="text-slate-700">
        {NO_SHOW_MESSAGES.disputePending}
      </p>
    );
  const closesAt = booking.noShowAt
    ? new Date(booking.noShowAt).getTime() + NO_SHOW_DISPUTE_HOURS * 3600 * 1000
    : 0;
  if (closesAt <= openedAt) return null;
  return (
    <section
      aria-labelledby="no-show-dispute-title"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="no-show-dispute-title" className="text-lg font-semibold text-slate-900">
        {NO_SHOW_MESSAGES.disputeTitle}
      </h2>
      <p className="text-slate-700">{NO_SHOW_MESSAGES.disputeIntro}</p>
      <Form
        form={form}
        aria-label={NO_SHOW_MESSAGES.disputeTitle}
        onSubmit={async (values) => {
          await dispute.mutateAsync({ bookingId: booking.id, ...values });
          onSent(NO_SHOW_MESSAGES.disputeSent);
        }}
      >
        <TextareaField
          name="reason"
          label={NO_SHOW_MESSAGES.disputeReasonLabel}
          rows={4}
          maxLength={NO_SHOW_DISPUTE_MAX}
        />
        <SubmitButton busyLabel="Sending…">{NO_SHOW_MESSAGES.disputeSubmit}</SubmitButton>
      </Form>
    </section>
  );
}
