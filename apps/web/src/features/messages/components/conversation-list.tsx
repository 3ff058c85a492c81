import { conversationPath } from "@campusride/shared/paths";
import type { Conversation } from "@campusride/shared/schemas/conversations";
import { CONVERSATION_MESSAGES } from "@campusride/shared/messages";
import { Link } from "react-router";
import { EmptyList, LoadFailed, NotLoadedYet } from "../../../components/ui/list-states.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { formatRequestedAt, formatTripDate, formatTripTime } from "../../../lib/date-time-format.ts";
import { useConversations } from "../api/get-conversations.ts";
import { routeLabel } from "@campusride/shared/domain/route-label";

function personName({ otherUser }: Conversation): string {
  return `${otherUser.firstName} ${otherUser.lastName}`.trim();
}

function ConversationItem({ conversation }: { conversation: Conversation }) {
  const { ride, lastMessage, unreadCount } = conversation;
  const isUnread = unreadCount > 0;
  return (
    <Link
      to={conversationPath(conversation.id)}
      className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className={isUnread ? "font-bold text-slate-900" : "font-semibold text-slate-900"}>
          {personName(conversation)}
        </span>
        {lastMessage ? (
          <time dateTime={lastMessage.createdAt} className="text-xs text-slate-600">
            {formatRequestedAt(lastMessage.createdAt)}
          </time>
        ) : null}
      </span>
      <span className="mt-1 block text-sm break-words text-slate-700">
        {routeLabel(ride.departureCity, ride.destinationCity)} · {formatTripDate(ride.departureDate)},{" "}
        {formatTripTime(ride.departureTime, ride.departureDate)}
      </span>
      <span className="mt-2 flex items-center justify-between gap-3">
        <span className="line-clamp-1 min-w-0 text-sm break-all text-slate-600">
          {lastMessage
            ? `${lastMessage.senderId === conversation.otherUser.id ? "" : `${CONVERSATION_MESSAGES.you}: `}${lastMessage.body}`
            : ""}
        </span>
        {isUnread ? (
          <span className="shrink-0 rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
            {CONVERSATION_MESSAGES.unreadLabel(unreadCount)}
          </span>
        ) : null}
      </span>
    </Link>
  );
}

/** The inbox: every thread the user is in, most recently active first, each with its unread count. */
export function ConversationList() {
  const conversations = useConversations();
  if (conversations.isPending) {
    return <NotLoadedYet query={conversations} loading={<Spinner label="Loading your messages…" />} />;
  }
  if (conversations.isError && !conversations.data) {
    return (
      <LoadFailed message={CONVERSATION_MESSAGES.loadFailed} onRetry={() => void conversations.refetch()} />
    );
  }
  if (conversations.data.length === 0) return <EmptyList message={CONVERSATION_MESSAGES.inboxEmpty} />;
  return (
    <ul aria-label={CONVERSATION_MESSAGES.inboxTitle} className="space-y-3">
      {conversations.data.map((conversation) => (
        <li key={conversation.id}>
          <ConversationItem conversation={conversation} />
        </li>
      ))}
    </ul>
  );
}
