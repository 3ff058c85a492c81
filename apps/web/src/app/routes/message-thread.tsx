import { CONVERSATION_MESSAGES } from "@campusride/shared/messages";
import { useParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { ConversationThread } from "../../features/messages/components/conversation-thread.tsx";
import { ReportBlockMenu } from "../../features/safety/components/report-block-menu.tsx";
import { ReportDialog } from "../../features/safety/components/report-dialog.tsx";

/** /messages/:conversationId: one thread between a ride's driver and a rider. */
export default function MessageThreadPage() {
  const { conversationId = "" } = useParams();
  return (
    <>
      <PageHeader title={CONVERSATION_MESSAGES.inboxTitle} />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
        <ConversationThread
          key={conversationId}
          conversationId={conversationId}
          headerActions={({ conversation }) => (
            <ReportBlockMenu
              userId={conversation.otherUser.id}
              firstName={conversation.otherUser.firstName}
            />
          )}
          messageActions={(message, { conversation }) => (
            <ReportDialog
              userId={conversation.otherUser.id}
              firstName={conversation.otherUser.firstName}
              messageId={message.id}
            />
          )}
        />
      </div>
    </>
  );
}
