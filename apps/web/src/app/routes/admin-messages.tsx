import { AdminPage } from "../../features/admin/components/admin-page.tsx";
import { ContactInbox } from "../../features/admin/components/contact-inbox.tsx";
import { INBOX_TEXT } from "../../features/admin/inbox-text.ts";

/** /admin/messages: the admins' inbox of contact messages (others see the not-found page). */
export default function AdminMessagesPage() {
  return (
    <AdminPage title={INBOX_TEXT.title} intro={INBOX_TEXT.intro}>
      <ContactInbox />
    </AdminPage>
  );
}
