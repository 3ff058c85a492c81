import {
  EMAIL_KIND_LABELS,
  EMAIL_KIND_OF,
  notificationPath,
  notificationText,
  routeText,
  type EmailKind,
  type NotificationData,
  type NotificationType,
} from "@campusride/shared/domain/notifications";
import { calendarDay, clockTime } from "@campusride/shared/domain/local-time";
import { directionsUrl } from "@campusride/shared/domain/trip-spots";
import { TRIP_MESSAGES } from "@campusride/shared/messages";
import { mailLayout, quotesText, type MailQuote } from "../../lib/mail-layout.ts";
import type { MailMessage } from "../../plugins/mail.ts";

/** The emails of trip and request events: the notification's own text, told at more length. */

/** Where the email kinds are turned on and off. */
export const PREFERENCES_PATH = "/profile";

/** A notification as the email sender has claimed it. */
export interface MailedNotification {
  id: number;
  type: NotificationType;
  rideId: string | null;
  bookingId: string | null;
  data: NotificationData;
}

export interface MailRecipient {
  email: string;
  firstName: string;
}

interface Body {
  intro: string;
  button: string;
  outro: string;
}

function seatsText(count: number | undefined): string {
  return count === 1 ? "1 seat" : `${count ?? 0} seats`;
}

/** What each type says beyond its one line; the driver's name is the one captured with the event. */
function bodyOf(notification: MailedNotification, name: string): Body {
  const { data } = notification;
  const route = routeText(data);
  const when = `${calendarDay(data.departureDate)} at ${clockTime(data.departureTime ?? "")}`;
  const driver = data.driverFirstName ?? "Your driver";
  const rider = data.riderFirstName ?? "A rider";
  switch (notification.type) {
    case "booking_requested":
      return {
        intro: `Hi ${name}, ${rider} asked for ${seatsText(data.seats)} on your trip ${route}, leaving ${when}.`,
        button: "Review Request",
        outro: "Approve or decline it soon, so your rider can plan their trip.",
      };
    case "booking_approved":
      return {
        intro: `Hi ${name}, good news: ${driver} approved your request for ${route}, leaving ${when}. Your seat is confirmed.`,
        button: "View Booking",
        outro: "Open your booking for the trip's details.",
      };
    case "booking_rejected":
      return {
        intro: `Hi ${name}, ${driver} could not take your request for ${route} on ${calendarDay(data.departureDate)}.`,
        button: "View Request",
        outro: "Other students may be driving your way: search again for a ride that fits.",
      };
    case "ride_cancelled":
      return {
        intro: `Hi ${name}, ${driver} cancelled the trip ${route} that was leaving ${when}.`,
        button: "View Booking",
        outro:
          "We are sorry for the change of plans. Other students may be driving your way: search again for a ride that fits.",
      };
    case "ride_time_changed":
      return {
        intro: `Hi ${name}, ${driver} changed the departure time of ${route}: it now leaves ${when}${
          data.previousTime ? ` instead of ${clockTime(data.previousTime)}` : ""
        }.`,
        button: "View Booking",
        outro: "Please check that the new time still works for you.",
      };
    case "ride_reminder":
      return notification.bookingId
        ? {
            intro: `Hi ${name}, a reminder that your ride ${route} with ${driver} leaves ${when}.`,
            button: "View Booking",
            outro: "Please be at the pickup point a few minutes early.",
          }
        : {
            intro: `Hi ${name}, a reminder that your trip ${route} leaves ${when}.`,
            button: "View Trip",
            outro: "Your trip's requests page shows who is riding with you.",
          };
    case "booking_expired":
      return {
        intro: `Hi ${name}, ${driver} did not answer your request for ${route}, leaving ${when}, in time, so it has expired.`,
        button: "View Request",
        outro: "Other students may be driving your way: search again for a ride that fits.",
      };
    case "message_received":
      return {
        intro: `Hi ${name}, ${data.senderFirstName ?? "someone"} sent you a message about ${route}, leaving ${when}, that you have not read yet.`,
        button: "Read Message",
        outro:
          "Reply in CampusRide: contact details stay hidden until a seat is approved, for everyone's safety.",
      };
    case "ride_alert":
      return {
        intro: `Hi ${name}, a student just offered a ride that matches your alert: ${route}, leaving ${when}.`,
        button: "View Ride",
        outro: "Seats go quickly: request yours soon. You can manage your ride alerts on My Rides.",
      };
    // the license's review is mailed by the admin feature (admin/emails.ts), not from here;
    // the trip's day is told in the app and by push
    case "ride_completed":
    case "booking_cancelled":
    case "review_received":
    case "license_verified":
    case "license_rejected":
    case "ride_day_status":
    case "no_show_marked":
    case "no_show_dispute_decided":
    case "driver_no_show":
    case "pickup_proposal_answered":
      throw new Error(`${notification.type} is not mailed`);
  }
}

/** A rider's reminder names their pickup spot: where, the note, and the directions' link. */
function quotesOf(notification: MailedNotification): MailQuote[] {
  const spot = notification.type === "ride_reminder" ? notification.data.pickupSpot : undefined;
  if (!spot) return [];
  const lines = [spot.label, spot.note, `${TRIP_MESSAGES.directions}: ${directionsUrl(spot)}`];
  return [{ label: TRIP_MESSAGES.pickupSpotTitle, text: lines.filter(Boolean).join("\n") }];
}

/** Whether a notification of this type is ever mailed (EMAIL_KIND_OF). */
export function emailKindOf(type: NotificationType): EmailKind | undefined {
  return EMAIL_KIND_OF[type];
}

/**
 * The email of one notification: subject = its one line, a button into the app where the
 * bell leads, and a footer naming the kind and where to turn it off.
 */
export function notificationMessage(
  notification: MailedNotification,
  recipient: MailRecipient,
  publicUrl: string,
): MailMessage {
  const kind = emailKindOf(notification.type);
  if (!kind) throw new Error(`${notification.type} is not mailed`);
  const subject = notificationText(notification.type, notification.data);
  const link = `${publicUrl}${notificationPath(notification)}`;
  const preferencesLink = `${publicUrl}${PREFERENCES_PATH}`;
  const { intro, button, outro } = bodyOf(notification, recipient.firstName);
  const footer = `You get this email because "${EMAIL_KIND_LABELS[kind]}" is on. You can turn it off on your profile:`;
  const quotes = quotesOf(notification);
  return {
    to: recipient.email,
    subject,
    link,
    // one per notification: a copy sent again after a crash is recognisably the same email
    messageId: `<notification-${notification.id}@${new URL(publicUrl).hostname}>`,
    html: mailLayout(
      subject,
      intro,
      button,
      link,
      outro,
      { text: footer, linkText: "Email preferences", link: preferencesLink },
      quotes,
    ),
    text: `${subject}\n\n${intro}\n\n${quotesText(quotes)}${button}: ${link}\n\n${outro}\n\n--\n${footer} ${preferencesLink}\n`,
  };
}
