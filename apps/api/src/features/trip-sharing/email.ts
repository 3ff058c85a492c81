import { shortTime } from "@campusride/shared/domain/local-time";
import { mailLayout } from "../../lib/mail-layout.ts";
import type { MailMessage } from "../../plugins/mail.ts";

export interface SharedTripMail {
  to: string;
  contactName: string | null;
  sharerFirstName: string;
  departureCity: string;
  destinationCity: string;
  departureDate: string;
  departureTime: string;
  link: string;
}

/** "2026-12-03" → "Thursday, December 3" (read at noon UTC so the day never shifts). */
function calendarDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
}

/**
 * A fixed subject: the names are the students' own text, kept out of the one line an
 * inbox shows before the mail is opened (the body escapes them).
 */
const SUBJECT = "A CampusRide trip was shared with you";

/** The email to the emergency contact: who is travelling where and when, and the read-only link. */
export function sharedTripMessage(mail: SharedTripMail): MailMessage {
  const name = mail.sharerFirstName;
  const greeting = mail.contactName ? `Hi ${mail.contactName}, ` : "Hi, ";
  const intro = `${greeting}${name} is travelling from ${mail.departureCity} to ${mail.destinationCity} on ${calendarDay(mail.departureDate)} at ${shortTime(mail.departureTime)} with CampusRide and named you as their emergency contact. The link shows the route, the departure and expected arrival, and the driver and car.`;
  const outro =
    "The link works until shortly after the trip is expected to arrive. If you are worried about their safety, call 911.";
  return {
    to: mail.to,
    subject: SUBJECT,
    link: mail.link,
    html: mailLayout(SUBJECT, intro, "See the Trip", mail.link, outro),
    text: `${SUBJECT}\n\n${intro}\n\nSee the trip: ${mail.link}\n\n${outro}\n`,
  };
}
