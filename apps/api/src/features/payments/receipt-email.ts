import { placeLabel } from "@campusride/shared/domain/route-label";
import { calendarDay, clockTime } from "@campusride/shared/domain/local-time";
import { formatCents } from "@campusride/shared/domain/money";
import {
  chargesFee,
  feeCents,
  FREE_CANCELLATION_HOURS,
  LATE_CANCELLATION_KEPT_PERCENT,
  type PaymentMethod,
} from "@campusride/shared/domain/payments";
import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import type { Database } from "../../db/client.ts";
import { mailLayout } from "../../lib/mail-layout.ts";
import type { MailMessage, Mailer } from "../../plugins/mail.ts";
import { claimReceipts, findReceiptFacts, releaseReceiptClaim } from "./queries.ts";

const SUBJECT = "Your CampusRide receipt";

export interface ReceiptMail {
  to: string;
  method: PaymentMethod;
  from: string;
  destination: string;
  departureDate: string;
  departureTime: string;
  seats: number;
  driverPriceCents: number;
  totalCents: number;
  link: string;
}

/** The receipt a rider gets when their seat is confirmed: what it cost, and how it is paid. */
export function receiptMessage(mail: ReceiptMail): MailMessage {
  const fee = feeCents({ driverPriceCents: mail.driverPriceCents, totalCents: mail.totalCents });
  const feeText =
    fee === 0 && !chargesFee(mail.method)
      ? `CampusRide fee ${formatCents(0)} (${PAYMENT_MESSAGES.feeWaived})`
      : `CampusRide fee ${formatCents(fee)}`;
  const how =
    mail.method === "card"
      ? `${formatCents(mail.totalCents)} was charged to your card and is held by CampusRide until the ride.`
      : `You pay the driver ${formatCents(mail.totalCents)} at pickup: nothing is charged online.`;
  const intro = `Your seat from ${placeLabel(mail.from)} to ${placeLabel(mail.destination)} on ${calendarDay(mail.departureDate)} at ${clockTime(mail.departureTime)} is confirmed. ${mail.seats} seat${mail.seats === 1 ? "" : "s"}: driver's price ${formatCents(mail.driverPriceCents)}, ${feeText}, total ${formatCents(mail.totalCents)}. ${how}`;
  const outro = `Cancelling is free up to ${FREE_CANCELLATION_HOURS} hours before departure; later, ${LATE_CANCELLATION_KEPT_PERCENT}% of the total is kept for the driver. If the driver cancels, everything is refunded.`;
  return {
    to: mail.to,
    subject: SUBJECT,
    link: mail.link,
    html: mailLayout(SUBJECT, intro, "See the Receipt", mail.link, outro),
    text: `${SUBJECT}\n\n${intro}\n\nSee the receipt: ${mail.link}\n\n${outro}\n`,
  };
}

/**
 * Sends the receipt of each of these bookings whose seat was confirmed (charged, or owed
 * at pickup) in the last day and whose receipt has not gone out: each is claimed by
 * setting receipt_sent_at first, so two instances never send one twice. A send that fails
 * gives the claim back for the next run.
 */
export async function sendReceipts(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  bookingIds: readonly string[],
): Promise<void> {
  if (bookingIds.length === 0) return;
  for (const bookingId of await claimReceipts(db, bookingIds)) {
    const row = await findReceiptFacts(db, bookingId);
    if (!row) continue;
    try {
      await mailer.send(
        receiptMessage({
          to: row.email,
          method: row.method,
          from: row.ride.departureCity,
          destination: row.ride.destinationCity,
          departureDate: row.ride.departureDate,
          departureTime: row.ride.departureTime,
          seats: row.booking.seatsRequested,
          driverPriceCents: row.booking.totalPriceCents,
          totalCents: row.total,
          link: `${publicUrl}/dashboard/confirmation?booking=${bookingId}`,
        }),
      );
    } catch (error) {
      await releaseReceiptClaim(db, bookingId);
      throw error;
    }
  }
}
