import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { MoneyContext } from "./operations.ts";
import type { ProviderEvent } from "./provider.ts";
import { isNoticeRecorded, recordNotice, setPaymentFailure, updatePayoutAccount } from "./queries.ts";

/** Where Stripe sends its notices (the bookings feature answers it: a paid request moves on). */
export const WEBHOOK_PATH = "/api/payments/webhook";

/** A notice that a booking's payment was authorised: the booking's lifecycle takes it from here. */
export interface AuthorisationNotice {
  bookingId: string;
  paymentIntentId: string;
}

/**
 * A notice from the provider, its signature checked on the exact bytes before anything is
 * read: a bad one is refused (400), and without a provider there is nothing here (404).
 */
export function openNotice(ctx: MoneyContext, rawBody: Buffer, signature: unknown): ProviderEvent {
  if (!ctx.provider) throw new AppError("NOT_FOUND", "Not found");
  try {
    return ctx.provider.parseWebhook(rawBody, typeof signature === "string" ? signature : undefined);
  } catch {
    throw new AppError("BAD_REQUEST", PAYMENT_MESSAGES.webhookSignature);
  }
}

/** Whether this notice was processed to its end before (a redelivery). */
export async function isNoticeHandled(ctx: MoneyContext, event: ProviderEvent): Promise<boolean> {
  return isNoticeRecorded(ctx.db, event.id);
}

/** Writes the notice down as processed; false when another delivery got there first. */
export async function noticeHandled(ctx: MoneyContext, event: ProviderEvent): Promise<boolean> {
  return recordNotice(ctx.db, event);
}

function bookingIdOf(object: Record<string, unknown>): string | undefined {
  const metadata = object.metadata as Record<string, unknown> | undefined;
  const bookingId = metadata?.bookingId;
  return typeof bookingId === "string" && z.uuid().safeParse(bookingId).success ? bookingId : undefined;
}

/**
 * What a notice does to the money alone (a decline kept to show the rider, a payout
 * account's new state); a notice of an authorisation is returned as it is, for the
 * booking's lifecycle to record. Events of other types are left alone.
 */
export async function applyNotice(
  ctx: MoneyContext,
  event: ProviderEvent,
): Promise<AuthorisationNotice | undefined> {
  const object = event.object;
  const bookingId = bookingIdOf(object);
  switch (event.type) {
    case "checkout.session.completed":
      if (bookingId && typeof object.payment_intent === "string") {
        return { bookingId, paymentIntentId: object.payment_intent };
      }
      return undefined;
    case "payment_intent.amount_capturable_updated":
      return bookingId && typeof object.id === "string"
        ? { bookingId, paymentIntentId: object.id }
        : undefined;
    case "payment_intent.payment_failed": {
      const lastError = object.last_payment_error as { message?: unknown } | null | undefined;
      const message = typeof lastError?.message === "string" ? lastError.message : PAYMENT_MESSAGES.declined;
      if (bookingId) await setPaymentFailure(ctx.db, bookingId, message);
      return undefined;
    }
    case "account.updated":
      // asked of Stripe, not read from the event: events may arrive out of order
      if (typeof object.id === "string" && ctx.provider) {
        await updatePayoutAccount(ctx.db, object.id, await ctx.provider.getPayoutAccount(object.id));
      }
      return undefined;
    default:
      return undefined;
  }
}
