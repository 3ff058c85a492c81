import { clockTime } from "@campusride/shared/domain/local-time";
import { mailLayout } from "../../lib/mail-layout.ts";
import type { MailMessage } from "../../plugins/mail.ts";
import { calendarDay } from "@campusride/shared/domain/local-time";

/**
 * The two mails CampusRide sends to an emergency contact. Both are fixed texts: no name
 * or word a student typed (their name, the contact's name, a city the driver wrote) is in
 * them, so nobody can make CampusRide's sender carry their message to an address they
 * chose. The date and time are checked values; the rest is on the pages the links open.
 */

export interface SharedTripMail {
  to: string;
  departureDate: string;
  departureTime: string;
  link: string;
  /** The contact's page, where trip mail can be stopped. */
  contactLink: string;
}

export interface ConfirmationMail {
  to: string;
  /** The contact's page, to confirm or to stop trip mail. */
  contactLink: string;
}

const TRIP_SUBJECT = "A CampusRide trip was shared with you";
const CONFIRM_SUBJECT = "Confirm trip updates from CampusRide";
const STOP_FOOTER = "You get this email because you confirmed trip updates from CampusRide.";

/** The email to a confirmed emergency contact: when the trip leaves, and the read-only link. */
export function sharedTripMessage(mail: SharedTripMail): MailMessage {
  const intro = `A CampusRide student who named you as their emergency contact shared a trip with you. It leaves on ${calendarDay(mail.departureDate)} at ${clockTime(mail.departureTime)}. The link shows the route, the departure and expected arrival, and the driver and car.`;
  const outro =
    "The link works until shortly after the trip is expected to arrive. If you are worried about their safety, call 911.";
  const footer = { text: STOP_FOOTER, linkText: "Stop trip emails", link: mail.contactLink };
  return {
    to: mail.to,
    subject: TRIP_SUBJECT,
    link: mail.link,
    html: mailLayout(TRIP_SUBJECT, intro, "See the Trip", mail.link, outro, footer),
    text: `${TRIP_SUBJECT}\n\n${intro}\n\nSee the trip: ${mail.link}\n\n${outro}\n\n--\n${STOP_FOOTER} Stop trip emails: ${mail.contactLink}\n`,
  };
}

/** The first mail to a new emergency contact: no trip, only the question whether they want any. */
export function confirmationMessage(mail: ConfirmationMail): MailMessage {
  const intro =
    "A CampusRide student named this email address as their emergency contact and would like to send you links to follow their trips. Confirm that you want these emails, or tell us never to send you any.";
  const outro =
    "If you do not know what this is about, ignore this email: without your confirmation CampusRide sends you no trip emails.";
  return {
    to: mail.to,
    subject: CONFIRM_SUBJECT,
    link: mail.contactLink,
    html: mailLayout(CONFIRM_SUBJECT, intro, "Confirm or Decline", mail.contactLink, outro),
    text: `${CONFIRM_SUBJECT}\n\n${intro}\n\nConfirm or decline: ${mail.contactLink}\n\n${outro}\n`,
  };
}
