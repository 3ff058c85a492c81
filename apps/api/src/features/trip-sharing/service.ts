import { maskFreeText } from "@campusride/shared/domain/contact-masking";
import { knownArrival, knownTripSeconds, shareExpiry } from "@campusride/shared/domain/trip-arrival";
import { shortTime } from "@campusride/shared/domain/local-time";
import { DELETED_USER_NAME } from "@campusride/shared/domain/deleted-account";
import { TRIP_SHARING_MESSAGES } from "@campusride/shared/messages";
import type { SharedTrip, TripShareResult } from "@campusride/shared/schemas/trip-sharing";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Mailer } from "../../plugins/mail.ts";
import {
  countConfirmationsSince,
  findContact,
  isOptedOut,
  lockRecipient,
  markConfirmationRequested,
  undoConfirmationRequest,
} from "./contact-queries.ts";
import { newContactToken } from "./contacts.ts";
import { confirmationMessage } from "./email.ts";
import { contactPageUrl, isRideToShare, logMailFailure, mailTrip, shareUrl } from "./trip-mail.ts";
import {
  countSharesSince,
  deleteShare,
  findShareableRide,
  findSharedTrip,
  insertShare,
  lockSharer,
} from "./queries.ts";
import { hashShareToken, isShareTokenShape, newShareToken } from "./tokens.ts";
import { nowMs } from "../../lib/clock.ts";

/** Links one user may send for one trip in a day. */
export const SHARES_PER_RIDE_PER_DAY = 5;
/** Links one user may send in a day, all trips together: the contact's inbox is not a mailing list. */
export const SHARES_PER_USER_PER_DAY = 10;
/**
 * Confirmation mails one user may cause in a day: a student changes their emergency
 * contact once in a while, not three times a day.
 */
export const CONFIRMATIONS_PER_USER_PER_DAY = 3;
/** Confirmation mails one address may get in a day, whoever asks: nobody's inbox is flooded. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 24 * 3600 * 1000;

interface ShareRequest {
  userId: string;
  rideId: string;
  publicUrl: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** What the share's transaction decided to mail, once it has committed. */
type ShareMail =
  | { kind: "trip"; token: string; contactToken: string }
  | { kind: "confirmation"; contactToken: string; contactId: string; previousRequestedAt?: Date }
  | { kind: "none" };

/**
 * Shares a trip with the user's emergency contact. Its driver (once a rider is approved)
 * or an approved rider may share an active trip until it arrives; anyone else learns
 * nothing (404). A confirmed address gets the link (only its token's hash is kept); any
 * other gets only a confirmation mail (at most one a day from this user), and the share
 * waits: its link is made and mailed once the contact confirms. Five shares per trip and
 * ten in all per user per day; three confirmation mails a day per user and per address;
 * none to an address that asked for none. A mail that cannot be sent takes its share back.
 */
export async function shareTrip(db: Database, request: ShareRequest): Promise<TripShareResult> {
  const { userId, rideId, publicUrl } = request;
  if (!z.uuid().safeParse(rideId).success) throw new AppError("NOT_FOUND", TRIP_SHARING_MESSAGES.notFound);
  const ride = await findShareableRide(db, rideId, userId);
  if (!ride) throw new AppError("NOT_FOUND", TRIP_SHARING_MESSAGES.notFound);
  const expiresAt = shareExpiry(ride);
  if (!isRideToShare(ride)) throw new AppError("CONFLICT", TRIP_SHARING_MESSAGES.notActive);
  const created = await db.transaction(async (tx) => {
    const sharer = await lockSharer(tx, userId);
    const email = sharer?.contactEmail;
    if (!sharer || !email) throw new AppError("CONFLICT", TRIP_SHARING_MESSAGES.noContactEmail);
    if (await isOptedOut(tx, email)) throw new AppError("CONFLICT", TRIP_SHARING_MESSAGES.contactStopped);
    const since = new Date(nowMs() - DAY_MS);
    const recent = await countSharesSince(tx, rideId, userId, since);
    if (recent.forRide >= SHARES_PER_RIDE_PER_DAY || recent.all >= SHARES_PER_USER_PER_DAY)
      throw new AppError("RATE_LIMITED", TRIP_SHARING_MESSAGES.rateLimited);
    await lockRecipient(tx, email);
    const contact = await findContact(tx, userId, email);
    const share = { rideId, userId, recipientEmail: email, expiresAt };
    const to = { email, name: sharer.contactName };
    if (contact?.confirmedAt) {
      const token = newShareToken();
      const shareId = await insertShare(tx, { ...share, tokenHash: hashShareToken(token) });
      const mail: ShareMail = { kind: "trip", token, contactToken: await newContactToken(tx, contact.id) };
      return { shareId, to, mail };
    }
    const shareId = await insertShare(tx, { ...share, tokenHash: null });
    // asked within the day: the share waits for that answer, without another mail
    if (contact && contact.requestedAt > since) return { shareId, to, mail: { kind: "none" } as ShareMail };
    const asked = await countConfirmationsSince(tx, userId, email, since);
    if (asked.byUser >= CONFIRMATIONS_PER_USER_PER_DAY)
      throw new AppError("RATE_LIMITED", TRIP_SHARING_MESSAGES.confirmationsRateLimited);
    if (asked.toAddress >= CONFIRMATIONS_PER_ADDRESS_PER_DAY)
      throw new AppError("RATE_LIMITED", TRIP_SHARING_MESSAGES.recipientRateLimited);
    const contactId = await markConfirmationRequested(tx, userId, email);
    const mail: ShareMail = {
      kind: "confirmation",
      contactToken: await newContactToken(tx, contactId),
      contactId,
      previousRequestedAt: contact?.requestedAt,
    };
    return { shareId, to, mail };
  });
  const { mail, to } = created;
  try {
    if (mail.kind === "trip") await mailTrip(request.mailer, to.email, ride, { publicUrl, ...mail });
    if (mail.kind === "confirmation") {
      const contactLink = contactPageUrl(publicUrl, mail.contactToken);
      await request.mailer.send(confirmationMessage({ to: to.email, contactLink }));
    }
  } catch (error) {
    await deleteShare(db, created.shareId);
    if (mail.kind === "confirmation")
      await undoConfirmationRequest(db, mail.contactId, mail.previousRequestedAt);
    logMailFailure(request.log, error, "a shared trip's email");
    throw new AppError("BAD_GATEWAY", TRIP_SHARING_MESSAGES.sendFailed, { cause: error });
  }
  return {
    status: mail.kind === "trip" ? "sent" : "awaitingConfirmation",
    url: mail.kind === "trip" ? shareUrl(publicUrl, mail.token) : null,
    expiresAt: expiresAt.toISOString(),
    sentTo: to.name ?? to.email,
  };
}

type SharedRide = NonNullable<Awaited<ReturnType<typeof findSharedTrip>>>["ride"];

/**
 * Measures and keeps the route of a trip stored without one (the rides feature's "Update
 * Route Info" for one trip; app.ts hands it in); undefined when it cannot be measured.
 */
export type MeasureMissingRoute = (
  db: Database,
  ride: SharedRide,
) => Promise<{ distanceMiles: number; timeLength: string } | undefined>;

/**
 * The read-only view of a shared trip, for anyone holding the link, until shortly after
 * the trip's estimated arrival (worked out from the trip as it is now, so a later
 * departure keeps the link alive; never more than a day and an hour after the departure).
 * A trip stored without its duration or distance has its route measured and kept on the
 * first read; when even that fails, the arrival is shown as unknown, never guessed.
 * Unknown, malformed and expired tokens are all 404, and so is the link of a sharer since
 * deleted or deactivated, or of a rider with a block between them and the driver.
 */
export async function readSharedTrip(
  db: Database,
  token: string,
  measureMissingRoute: MeasureMissingRoute,
): Promise<SharedTrip> {
  const found = isShareTokenShape(token) ? await findSharedTrip(db, hashShareToken(token)) : undefined;
  const expiresAt = found ? shareExpiry(found.ride) : undefined;
  if (!found || !expiresAt || expiresAt.getTime() <= nowMs()) {
    throw new AppError("NOT_FOUND", TRIP_SHARING_MESSAGES.linkNotFound);
  }
  const { driver } = found;
  const measured =
    knownTripSeconds(found.ride) === null ? await measureMissingRoute(db, found.ride) : undefined;
  const ride = { ...found.ride, ...measured };
  const arrival = knownArrival(ride);
  return {
    departureCity: ride.departureCity,
    destinationCity: ride.destinationCity,
    originAddress: ride.originAddress,
    destinationAddress: ride.destinationAddress,
    departureDate: ride.departureDate,
    departureTime: shortTime(ride.departureTime),
    departureAt: ride.departureAt.toISOString(),
    estimatedArrivalAt: arrival ? arrival.toISOString() : null,
    status: ride.status,
    driver: {
      firstName: driver.deletedAt ? DELETED_USER_NAME : driver.firstName,
      carMake: driver.carMake,
      carModel: driver.carModel,
      carColor: driver.carColor,
      carYear: driver.carYear,
      licensePlate: driver.licensePlate,
    },
    sharedBy: { firstName: found.sharerFirstName },
    // where the ride starts for the sharer; the note with contact details hidden (a public link)
    pickupSpot: found.pickupLabel ? { label: found.pickupLabel, note: maskFreeText(found.pickupNote) } : null,
    expiresAt: expiresAt.toISOString(),
  };
}
