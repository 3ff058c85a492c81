import { CONVERSATION_MESSAGES } from "@campusride/shared/messages";
import { MESSAGES_PATH } from "@campusride/shared/paths";
import type { Message, ConversationThread as Thread } from "@campusride/shared/schemas/conversations";
import { ArrowLeft, Phone } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link } from "react-router";
import { LoadProblem } from "../../../components/ui/list-states.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { formatTripDate, formatTripTime } from "../../../lib/date-time-format.ts";
import { useConversation } from "../api/get-conversation.ts";
import { useMarkConversationRead } from "../api/mark-conversation-read.ts";
import { useSendMessage } from "../api/send-message.ts";
import { MessageComposer } from "./message-composer.tsx";
import { MessageList } from "./message-list.tsx";
import { routeLabel } from "@campusride/shared/domain/route-label";

interface ConversationThreadProps {
  conversationId: string;
  /** Beside the other person's name: the screen's Report / Block menu. */
  headerActions?: (thread: Thread) => ReactNode;
  /** Under each of the other person's messages (Report this message). */
  messageActions?: (message: Message, thread: Thread) => ReactNode;
}

function ThreadHeader({ thread, actions }: { thread: Thread; actions?: ReactNode }) {
  const { otherUser, ride } = thread.conversation;
  const name = `${otherUser.firstName} ${otherUser.lastName}`.trim();
  return (
    <header className="space-y-2 border-b border-slate-200 pb-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-xl font-bold break-words text-slate-900">{name}</h2>
          <p className="text-sm break-words text-slate-700">
            {routeLabel(ride.departureCity, ride.destinationCity)} · {formatTripDate(ride.departureDate)},{" "}
            {formatTripTime(ride.departureTime, ride.departureDate)}
          </p>
        </div>
        {actions ? <div className="shrink-0">{actions}</div> : null}
      </div>
      {thread.counterpartPhone ? (
        <>
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Phone aria-hidden="true" className="size-4" />
            <a href={`tel:${thread.counterpartPhone}`} className="underline underline-offset-2">
              {CONVERSATION_MESSAGES.phoneShared(thread.counterpartPhone)}
            </a>
          </p>
          {thread.messages.some((message) => message.masked) ? (
            <p className="text-sm text-slate-600">{CONVERSATION_MESSAGES.maskedEarlierNotice}</p>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-slate-600">{CONVERSATION_MESSAGES.maskedNotice}</p>
      )}
    </header>
  );
}

/** Marks the other side's messages read while the thread is open, each time new ones arrive. */
function useReadWhileOpen(conversationId: string, unreadCount: number | undefined) {
  const { mutate, isPending } = useMarkConversationRead();
  useEffect(() => {
    if (unreadCount && !isPending) mutate(conversationId);
  }, [conversationId, unreadCount, isPending, mutate]);
}

/**
 * One thread: who it is with and about which ride, the other person's phone once a booking
 * between them is approved, the messages (kept live by the event stream), and the composer.
 */
export function ConversationThread({
  conversationId,
  headerActions,
  messageActions,
}: ConversationThreadProps) {
  const thread = useConversation(conversationId);
  const send = useSendMessage(conversationId);
  useReadWhileOpen(conversationId, thread.data?.conversation.unreadCount);
  if (thread.isPending) return <Spinner label="Loading the conversation…" />;
  if (thread.isError && !thread.data) {
    return (
      <LoadProblem
        error={thread.error}
        notFound={{
          message: CONVERSATION_MESSAGES.notFound,
          back: { to: MESSAGES_PATH, label: CONVERSATION_MESSAGES.backToInbox },
        }}
        failed={{ message: CONVERSATION_MESSAGES.threadLoadFailed, onRetry: () => void thread.refetch() }}
      />
    );
  }
  const { conversation, messages } = thread.data;
  return (
    <div className="space-y-6">
      <Link
        to={MESSAGES_PATH}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {CONVERSATION_MESSAGES.backToInbox}
      </Link>
      <ThreadHeader thread={thread.data} actions={headerActions?.(thread.data)} />
      <MessageList
        conversation={conversation}
        messages={messages}
        actionsOf={messageActions ? (message) => messageActions(message, thread.data) : undefined}
      />
      {conversation.canSend ? (
        <MessageComposer label="Your message" onSend={(input) => send.mutateAsync(input)} />
      ) : (
        <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          {CONVERSATION_MESSAGES.readOnly}
        </p>
      )}
    </div>
  );
}
