import { CONVERSATION_MESSAGES } from "@campusride/shared/messages";
import { MESSAGES_PATH } from "@campusride/shared/paths";
import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { CountBadge, topBarIconStyles } from "../../../components/ui/count-badge.tsx";
import { useUnreadMessages } from "../api/get-unread-count.ts";

/** The top bar's way to the inbox, beside the bell: the unread count in its name and a badge above zero. */
export function MessagesLink() {
  const unread = useUnreadMessages().data ?? 0;
  return (
    <Link
      to={MESSAGES_PATH}
      aria-label={CONVERSATION_MESSAGES.linkLabel(unread)}
      className={topBarIconStyles}
    >
      <MessageCircle aria-hidden="true" className="size-6" />
      <CountBadge count={unread} />
    </Link>
  );
}
