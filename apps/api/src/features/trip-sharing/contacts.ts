import { TRIP_SHARING_MESSAGES } from "@campusride/shared/messages";
import type { ContactConfirmation } from "@campusride/shared/schemas/trip-sharing";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Mailer } from "../../plugins/mail.ts";
import {
  clearOptOut,
  confirmContact,
  findContact,
  findContactByToken,
  findContactEmail,
  findWaitingShares,
  insertContactToken,
  isOptedOut,
  optOut,
  setShareToken,
} from "./contact-queries.ts";
import { deleteShare, findShareableRide } from "./queries.ts";
import { hashShareToken, isShareTokenShape, newShareToken } from "./tokens.ts";
import { isRideToShare, logMailFailure, mailTrip } from "./trip-mail.ts";

/** A new token of the contact's page, for one mail to them; only its hash is kept. */
export async function newContactToken(db: Database, contactId: string): Promise<string> {
  const token = newShareToken();
  await insertContactToken(db, contactId, hashShareToken(token));
  return token;
}

async function contactOfToken(db: Database, token: string) {
  const contact = isShareTokenShape(token) ? await findContactByToken(db, hashShareToken(token)) : undefined;
  if (!contact) throw new AppError("NOT_FOUND", TRIP_SHARING_MESSAGES.linkNotFound);
  return contact;
}

interface ConfirmRequest {
  token: string;
  publicUrl: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * The contact confirms, by the link of a mail CampusRide sent them: trip mail from this
 * student may come (and a "never" they said before is lifted: they asked for this). The
 * student's shares that waited for it get their links now, for the trips still to share;
 * one whose mail cannot be sent is taken back (the student may share again).
 */
export async function confirmTripUpdates(
  db: Database,
  request: ConfirmRequest,
): Promise<{ message: string }> {
  const contact = await contactOfToken(db, request.token);
  const ready = await db.transaction(async (tx) => {
    await confirmContact(tx, contact.id);
    await clearOptOut(tx, contact.email);
    const links = [];
    for (const share of await findWaitingShares(tx, contact.userId, contact.email)) {
      const ride = await findShareableRide(tx, share.rideId, contact.userId);
      if (!ride || !isRideToShare(ride)) continue;
      const token = newShareToken();
      await setShareToken(tx, share.id, hashShareToken(token));
      links.push({ shareId: share.id, ride, token });
    }
    return links;
  });
  for (const { shareId, ride, token } of ready) {
    try {
      await mailTrip(request.mailer, contact.email, ride, {
        publicUrl: request.publicUrl,
        token,
        contactToken: request.token,
      });
    } catch (error) {
      await deleteShare(db, shareId);
      logMailFailure(request.log, error, "a shared trip's email");
    }
  }
  return { message: TRIP_SHARING_MESSAGES.contactConfirmed };
}

/** The contact asks for no trip mail from CampusRide again, whoever shares with them. */
export async function stopTripUpdates(db: Database, token: string): Promise<{ message: string }> {
  const contact = await contactOfToken(db, token);
  await optOut(db, contact.email);
  return { message: TRIP_SHARING_MESSAGES.contactStoppedDone };
}

/** Where the user's emergency contact stands, for the Share my trip section. */
export async function readContactConfirmation(db: Database, userId: string): Promise<ContactConfirmation> {
  const email = await findContactEmail(db, userId);
  if (!email) return { status: "noEmail" };
  if (await isOptedOut(db, email)) return { status: "stopped" };
  const contact = await findContact(db, userId, email);
  if (!contact) return { status: "notAsked" };
  return { status: contact.confirmedAt ? "confirmed" : "pending" };
}
