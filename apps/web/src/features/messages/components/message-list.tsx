import type { Conversation, Message } from "@campusride/shared/schemas/conversations";
import { CONVERSATION_MESSAGES } from "@campusride/shared/messages";
import { EyeOff } from "lucide-react";
import type { ReactNode } from "react";
import { formatRequestedAt } from "../../../lib/date-time-format.ts";

interface MessageListProps {
  conversation: Conversation;
  messages: Message[];
  /** What the user can do with one of the other person's messages (Report). */
  actionsOf?: (message: Message) => ReactNode;
}

/**
 * A thread's messages, oldest first: who sent each and when, the user's own on the right.
 * A log: a screen reader announces the messages that arrive while it is open.
 */
export function MessageList({ conversation, messages, actionsOf }: MessageListProps) {
  if (messages.length === 0) {
    return <p className="py-8 text-center text-slate-600">{CONVERSATION_MESSAGES.threadEmpty}</p>;
  }
  return (
    <div role="log" aria-label="Messages">
      <ol className="space-y-3">
        {messages.map((message) => {
          const isOwn = message.senderId !== conversation.otherUser.id;
          const sender = isOwn ? CONVERSATION_MESSAGES.you : conversation.otherUser.firstName;
          return (
            <li key={message.id} className={isOwn ? "flex justify-end" : "flex justify-start"}>
              <article
                aria-label={`${sender}, ${formatRequestedAt(message.createdAt)}`}
                className={
                  isOwn
                    ? "max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-4 py-2 text-white"
                    : "max-w-[85%] rounded-2xl rounded-bl-sm border border-slate-200 bg-white px-4 py-2 text-slate-900"
                }
              >
                <p className="text-xs font-semibold opacity-90">
                  {sender} ·{" "}
                  <time dateTime={message.createdAt} className="font-normal">
                    {formatRequestedAt(message.createdAt)}
                  </time>
                </p>
                <p className="mt-1 break-words whitespace-pre-wrap">{message.body}</p>
                {message.masked ? (
                  <p className="mt-1 flex items-center gap-1 text-xs opacity-90">
                    <EyeOff aria-hidden="true" className="size-3.5" />
                    {CONVERSATION_MESSAGES.maskedMark}
                  </p>
                ) : null}
                {!isOwn && actionsOf ? <div className="mt-2">{actionsOf(message)}</div> : null}
              </article>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
