import { CONVERSATION_MESSAGES } from "@campusride/shared/messages";
import { MESSAGES_PATH } from "@campusride/shared/paths";
import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { useUnreadMessages } from "../api/get-unread-count.ts";

/** The top bar's way to the inbox, beside the bell: the unread count in its name and a badge above zero. */
export function MessagesLink() {
  const unread = useUnreadMessages().data ?? 0;
  return (
    <Link
      to={MESSAGES_PATH}
      aria-label={CONVERSATION_MESSAGES.linkLabel(unread)}
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <MessageCircle aria-hidden="true" className="size-6" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-none font-semibold text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
