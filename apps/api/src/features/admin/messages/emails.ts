import { CONTACT_PATH } from "@campusride/shared/paths";
import { mailLayout, quotesText } from "../../../lib/mail-layout.ts";
import type { MailMessage } from "../../../plugins/mail.ts";

export interface ReplyMail {
  to: string;
  name: string;
  subject: string;
  /** The student's message, and the admin's reply: both quoted as written, escaped by mailLayout. */
  message: string;
  reply: string;
  publicUrl: string;
}

/** An admin's reply to a contact message, mailed to its sender with their message below it. */
export function contactReplyMessage(mail: ReplyMail): MailMessage {
  const subject = `Re: ${mail.subject} — CampusRide`;
  const link = `${mail.publicUrl}${CONTACT_PATH}`;
  const intro = `Hi ${mail.name}, thank you for writing to CampusRide. Here is our answer to your message.`;
  const outro = "If you need anything else, write to us again through the contact page.";
  const quotes = [
    { label: "Our answer", text: mail.reply },
    { label: "Your message", text: mail.message },
  ];
  return {
    to: mail.to,
    subject,
    link,
    html: mailLayout(subject, intro, "Write to Us Again", link, outro, undefined, quotes),
    text: `${subject}\n\n${intro}\n\n${quotesText(quotes)}Write to us again: ${link}\n\n${outro}\n`,
  };
}
