import type { ContactMessage } from "@campusride/shared/schemas/contact";
import { adminMessagePath } from "@campusride/shared/paths";
import { mailLayout, quotesText } from "../../lib/mail-layout.ts";
import type { MailMessage } from "../../plugins/mail.ts";

/** The support address's copy of a new contact message, linking to it in the admins' inbox. */
export function supportCopyMessage(
  to: string,
  id: string,
  contact: ContactMessage,
  publicUrl: string,
): MailMessage {
  const subject = `New contact message: ${contact.subject}`;
  const link = `${publicUrl}${adminMessagePath(id)}`;
  // the sender's own words, escaped by mailLayout
  const intro = `${contact.name} (${contact.email}) wrote through the CampusRide contact form.`;
  const outro =
    "Answer it from the admin inbox: the reply is mailed from there, and the other admins see the message is answered.";
  const quotes = [{ label: "Message", text: contact.message }];
  return {
    to,
    subject,
    link,
    html: mailLayout(subject, intro, "Answer in the Inbox", link, outro, undefined, quotes),
    text: `${subject}\n\n${intro}\n\n${quotesText(quotes)}Answer in the inbox: ${link}\n\n${outro}\n`,
  };
}
