import { CONVERSATION_MESSAGES } from "@campusride/shared/messages";
import { conversationPath } from "@campusride/shared/paths";
import { MessageCircle } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useOpenConversation, type ConversationWith } from "../api/open-conversation.ts";

interface MessageButtonProps extends ConversationWith {
  /** Who the thread is with, for the button's accessible name. */
  name: string;
}

/**
 * 'Message': opens the thread with the ride's driver (riderId left out) or, for the
 * driver, with one of the ride's riders, and goes there.
 */
export function MessageButton({ rideId, riderId, name }: MessageButtonProps) {
  const open = useOpenConversation();
  const navigate = useNavigate();
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        variant="outline"
        size="sm"
        aria-label={CONVERSATION_MESSAGES.messageWith(name)}
        disabled={open.isPending}
        onClick={() =>
          open.mutate(
            { rideId, riderId },
            { onSuccess: (conversation) => void navigate(conversationPath(conversation.id)) },
          )
        }
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {CONVERSATION_MESSAGES.message}
      </Button>
      {open.isError ? (
        <span role="alert" className="text-sm text-red-800">
          {errorMessage(open.error)}
        </span>
      ) : null}
    </span>
  );
}
