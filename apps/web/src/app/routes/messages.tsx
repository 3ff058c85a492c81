import { CONVERSATION_MESSAGES } from "@campusride/shared/messages";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { ConversationList } from "../../features/messages/components/conversation-list.tsx";

/** /messages: the user's threads with drivers and riders. */
export default function MessagesPage() {
  return (
    <>
      <PageHeader
        title={CONVERSATION_MESSAGES.inboxTitle}
        intro="Your conversations with drivers and riders."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        <ConversationList />
      </div>
    </>
  );
}
