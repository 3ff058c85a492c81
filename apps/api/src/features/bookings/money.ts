import type { PaymentMethod } from "@campusride/shared/domain/payments";
import type { Database } from "../../db/client.ts";

/** What a booking's money needs to hear of its steps; the payments feature answers (app.ts hands it in). */
export interface BookingMoney {
  /** How riders pay on this CampusRide: it sets a request's price (the fee is charged by card only). */
  readonly method: PaymentMethod;
  /** Card payments: a new request waits for the rider's payment before its driver sees it. */
  readonly isAwaitingPaymentAtRequest: boolean;
  /** In the request's transaction. */
  requested(tx: Database, booking: BookingFacts): Promise<void>;
  /** Before the approving transaction; throws to refuse (the rider has not paid). */
  beforeApproval(db: Database, booking: BookingFacts): Promise<void>;
  /** In the approving transaction, after the seats are taken; throws to roll the approval back. */
  approved(tx: Database, booking: BookingFacts): Promise<void>;
  /** In the transaction where the rider cancels a confirmed seat. */
  riderCancelled(tx: Database, booking: BookingFacts, departureAt: Date): Promise<void>;
  /** After an approval's commit: the rider's receipt. */
  receipt(bookingIds: readonly string[]): Promise<void>;
  /** After a commit that changed these bookings. */
  follow(bookingIds: readonly string[]): Promise<void>;
}

export interface BookingFacts {
  id: string;
  priceCents: number | null;
  totalPriceCents: number;
}
