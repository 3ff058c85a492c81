import { estimatedArrival } from "@campusride/shared/domain/trip-arrival";
import { sharedTripPath, tripUpdatesPath } from "@campusride/shared/paths";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../plugins/mail.ts";
import { sharedTripMessage } from "./email.ts";
import { nowMs } from "../../lib/clock.ts";

interface RideToShare {
  status: string;
  departureDate: string;
  departureTime: string;
  departureAt: Date;
  timeLength: string | null;
  distanceMiles: number | null;
}

/** Whether a trip may be shared now: active, and not yet arrived. */
export function isRideToShare(ride: RideToShare): boolean {
  return ride.status === "active" && estimatedArrival(ride).getTime() > nowMs();
}

export interface Links {
  publicUrl: string;
  /** The share link's token. */
  token: string;
  /** A token of the contact's page, where trip mail can be stopped. */
  contactToken: string;
}

/** The share's link, as the contact and the sharer see it. */
export function shareUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${sharedTripPath(token)}`;
}

export function contactPageUrl(publicUrl: string, contactToken: string): string {
  return `${publicUrl}${tripUpdatesPath(contactToken)}`;
}

/** Mails a confirmed contact the trip's link. */
export async function mailTrip(mailer: Mailer, to: string, ride: RideToShare, links: Links): Promise<void> {
  await mailer.send(
    sharedTripMessage({
      to,
      departureDate: ride.departureDate,
      departureTime: ride.departureTime,
      link: shareUrl(links.publicUrl, links.token),
      contactLink: contactPageUrl(links.publicUrl, links.contactToken),
    }),
  );
}

/** A mail that could not be sent: the error's code only, its text may name the recipient. */
export function logMailFailure(log: FastifyBaseLogger, error: unknown, what: string): void {
  log.warn({ code: (error as { code?: unknown }).code }, `${what} could not be sent`);
}
