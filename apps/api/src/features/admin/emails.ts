import { LICENSE_REVIEW_HOURS } from "@campusride/shared/limits";
import { CREATE_TRIP_PATH, PROFILE_PATH } from "@campusride/shared/paths";
import { mailLayout } from "../../lib/mail-layout.ts";
import type { MailMessage } from "../../plugins/mail.ts";

/** The mails a student gets when an admin has reviewed their license or deactivated their account. */

const CONTACT_PATH = "/contact";

export function licenseVerifiedMessage(to: string, name: string, publicUrl: string): MailMessage {
  const subject = "Your driver license is verified";
  const link = `${publicUrl}${CREATE_TRIP_PATH}`;
  const intro = `Hi ${name}, good news: we checked the driver license you uploaded and it is verified. You can now create trips on CampusRide and offer your empty seats to other students.`;
  const outro = "Thank you for helping keep CampusRide safe for every student on board.";
  return {
    to,
    subject,
    link,
    html: mailLayout(subject, intro, "Create a Trip", link, outro),
    text: `${subject}\n\n${intro}\n\nCreate a trip: ${link}\n\n${outro}\n`,
  };
}

/** `reason` is the admin's own words: mailLayout escapes it with the rest. */
export function licenseRejectedMessage(
  to: string,
  name: string,
  reason: string,
  publicUrl: string,
): MailMessage {
  const subject = "We could not verify your driver license";
  const link = `${publicUrl}${PROFILE_PATH}`;
  const intro = `Hi ${name}, we checked the driver license you uploaded and could not verify it. The reviewer's reason: ${reason}`;
  const outro = `To try again, open your profile, choose 'Upload a new driver license' and upload a clear photo (JPEG or PNG) or PDF of your license. Verification takes about ${LICENSE_REVIEW_HOURS} hours.`;
  return {
    to,
    subject,
    link,
    html: mailLayout(subject, intro, "Upload a New License", link, outro),
    text: `${subject}\n\n${intro}\n\nUpload a new license from your profile: ${link}\n\n${outro}\n`,
  };
}

/** `reason` is the admin's own words: mailLayout escapes it with the rest. */
export function accountDeactivatedMessage(
  to: string,
  name: string,
  reason: string,
  publicUrl: string,
): MailMessage {
  const subject = "Your CampusRide account has been deactivated";
  const link = `${publicUrl}${CONTACT_PATH}`;
  const intro = `Hi ${name}, after reviewing reports about your account, our team has deactivated it: you can no longer sign in, and your upcoming trips and pending requests were cancelled. The reviewer's reason: ${reason}`;
  const outro = "If you think this is a mistake, write to us through the contact page.";
  return {
    to,
    subject,
    link,
    html: mailLayout(subject, intro, "Contact Us", link, outro),
    text: `${subject}\n\n${intro}\n\nContact us: ${link}\n\n${outro}\n`,
  };
}
