import { BOOKING_MESSAGES, PICKUP_PROPOSAL_MESSAGES } from "@campusride/shared/messages";
import type { Booking } from "@campusride/shared/schemas/bookings";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { answerProposal, findBookingForReader, notifyProposalAnswered, toBooking } from "./queries.ts";

/*
 * A rider's proposed pickup spot (docs/product/ride-day.md#proposed-pickup-spot): made with
 * the seat request (createBooking), answered here by the trip's driver.
 */

/**
 * Whom the answer is refused before its body is read: anyone but the booking's rider and
 * the trip's driver learns nothing of the booking (404, a block hiding it too); its rider
 * may read it but not answer (403).
 */
export async function assertProposalAnswerer(db: Database, userId: string, bookingId: string): Promise<void> {
  const found = z.uuid().safeParse(bookingId).success
    ? await findBookingForReader(db, bookingId, userId)
    : undefined;
  if (!found || found.blocked) throw new AppError("NOT_FOUND", BOOKING_MESSAGES.notFound);
  if (found.booking.riderId === userId) throw new AppError("FORBIDDEN", PICKUP_PROPOSAL_MESSAGES.onlyDriver);
}

/**
 * The driver accepts the rider's proposed spot (from then on that rider's pickup spot) or
 * keeps theirs: only while it waits for an answer and the booking is pending or approved
 * (409 otherwise). In one transaction the answer is written and the rider told.
 */
export async function answerPickupProposal(
  db: Database,
  driverId: string,
  bookingId: string,
  accept: boolean,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    await assertProposalAnswerer(tx, driverId, bookingId);
    const answered = await answerProposal(tx, bookingId, accept);
    if (!answered) throw new AppError("CONFLICT", PICKUP_PROPOSAL_MESSAGES.notOpen);
    await notifyProposalAnswered(tx, answered, accept);
    return toBooking(answered);
  });
}
