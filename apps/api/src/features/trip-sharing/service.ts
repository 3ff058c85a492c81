import { estimatedArrival, shareExpiry } from "@campusride/shared/domain/trip-arrival";
import { shortTime } from "@campusride/shared/domain/local-time";
import { DELETED_USER_NAME } from "@campusride/shared/domain/deleted-account";
import { TRIP_SHARING_MESSAGES } from "@campusride/shared/messages";
import { sharedTripPath } from "@campusride/shared/paths";
import type { SharedTrip, TripShareResult } from "@campusride/shared/schemas/trip-sharing";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Mailer } from "../../plugins/mail.ts";
import { sharedTripMessage } from "./email.ts";
import {
  countSharesSince,
  deleteShare,
  findShareableRide,
  findSharedTrip,
  insertShare,
  lockSharer,
} from "./queries.ts";
import { hashShareToken, isShareTokenShape, newShareToken } from "./tokens.ts";

/** Links one user may send for one trip in a day. */
export const SHARES_PER_RIDE_PER_DAY = 5;
/** Links one user may send in a day, all trips together: the contact's inbox is not a mailing list. */
export const SHARES_PER_USER_PER_DAY = 10;
const DAY_MS = 24 * 3600 * 1000;

interface ShareRequest {
  userId: string;
  rideId: string;
  publicUrl: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * Shares a trip with the user's emergency contact: a new link (only its token's hash is
 * kept), mailed to the contact's email. Its driver (once a rider is approved) or an
 * approved rider may share an active trip until it arrives; anyone else learns nothing
 * (404). Five links per trip and ten in all per user per day; a mail that cannot be sent
 * takes its link back.
 */
export async function shareTrip(db: Database, request: ShareRequest): Promise<TripShareResult> {
  const { userId, rideId } = request;
  if (!z.uuid().safeParse(rideId).success) throw new AppError("NOT_FOUND", TRIP_SHARING_MESSAGES.notFound);
  const ride = await findShareableRide(db, rideId, userId);
  if (!ride) throw new AppError("NOT_FOUND", TRIP_SHARING_MESSAGES.notFound);
  const expiresAt = shareExpiry(ride);
  if (ride.status !== "active" || estimatedArrival(ride).getTime() <= Date.now()) {
    throw new AppError("CONFLICT", TRIP_SHARING_MESSAGES.notActive);
  }
  const token = newShareToken();
  const created = await db.transaction(async (tx) => {
    const sharer = await lockSharer(tx, userId);
    if (!sharer?.contactEmail) throw new AppError("CONFLICT", TRIP_SHARING_MESSAGES.noContactEmail);
    const recent = await countSharesSince(tx, rideId, userId, new Date(Date.now() - DAY_MS));
    if (recent.forRide >= SHARES_PER_RIDE_PER_DAY || recent.all >= SHARES_PER_USER_PER_DAY)
      throw new AppError("RATE_LIMITED", TRIP_SHARING_MESSAGES.rateLimited);
    const shareId = await insertShare(tx, {
      tokenHash: hashShareToken(token),
      rideId,
      userId,
      recipientEmail: sharer.contactEmail,
      expiresAt,
    });
    return { shareId, sharer: { ...sharer, contactEmail: sharer.contactEmail } };
  });
  const url = `${request.publicUrl}${sharedTripPath(token)}`;
  const { sharer } = created;
  try {
    await request.mailer.send(
      sharedTripMessage({
        to: sharer.contactEmail,
        contactName: sharer.contactName,
        sharerFirstName: sharer.firstName,
        departureCity: ride.departureCity,
        destinationCity: ride.destinationCity,
        departureDate: ride.departureDate,
        departureTime: ride.departureTime,
        link: url,
      }),
    );
  } catch (error) {
    await deleteShare(db, created.shareId);
    // the error's text may name the recipient: its code only
    request.log.warn({ code: (error as { code?: unknown }).code }, "a shared trip's email could not be sent");
    throw new AppError("BAD_GATEWAY", TRIP_SHARING_MESSAGES.sendFailed, { cause: error });
  }
  return { url, expiresAt: expiresAt.toISOString(), sentTo: sharer.contactName ?? sharer.contactEmail };
}

/**
 * The read-only view of a shared trip, for anyone holding the link, until shortly after
 * the trip's estimated arrival (worked out from the trip as it is now, so a later
 * departure keeps the link alive; never more than a day and an hour after the departure).
 * Unknown, malformed and expired tokens are all 404, and so is the link of a sharer since
 * deleted or deactivated, or of a rider with a block between them and the driver.
 */
export async function readSharedTrip(db: Database, token: string): Promise<SharedTrip> {
  const found = isShareTokenShape(token) ? await findSharedTrip(db, hashShareToken(token)) : undefined;
  const expiresAt = found ? shareExpiry(found.ride) : undefined;
  if (!found || !expiresAt || expiresAt.getTime() <= Date.now()) {
    throw new AppError("NOT_FOUND", TRIP_SHARING_MESSAGES.linkNotFound);
  }
  const { ride, driver } = found;
  return {
    departureCity: ride.departureCity,
    destinationCity: ride.destinationCity,
    originAddress: ride.originAddress,
    destinationAddress: ride.destinationAddress,
    departureDate: ride.departureDate,
    departureTime: shortTime(ride.departureTime),
    departureAt: ride.departureAt.toISOString(),
    estimatedArrivalAt: estimatedArrival(ride).toISOString(),
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
    expiresAt: expiresAt.toISOString(),
  };
}
