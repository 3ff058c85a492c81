import { useParams } from "react-router";
import { AdminPage } from "../../features/admin/components/admin-page.tsx";
import { ContactMessageView } from "../../features/admin/components/contact-message-view.tsx";
import { INBOX_TEXT } from "../../features/admin/inbox-text.ts";

/** /admin/messages/:id: one contact message, its answer, and the reply by email. */
export default function AdminMessagePage() {
  const { id = "" } = useParams();
  return (
    <AdminPage title={INBOX_TEXT.title} intro={INBOX_TEXT.intro}>
      <ContactMessageView key={id} id={id} />
    </AdminPage>
  );
}
