import { CONVERSATION_MESSAGES } from "@campusride/shared/messages";
import { conversationPath } from "@campusride/shared/paths";
import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { useAskDriver } from "../api/ask-driver.ts";
import { MessageComposer } from "./message-composer.tsx";

/**
 * 'Ask the driver' on a ride's page: a question before requesting a seat. It opens the
 * rider's thread with the driver, where the answer arrives.
 */
export function AskDriver({ rideId }: { rideId: string }) {
  const [isOpen, setOpen] = useState(false);
  const ask = useAskDriver(rideId);
  const navigate = useNavigate();
  if (!isOpen) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        <MessageCircle aria-hidden="true" className="size-4" />
        {CONVERSATION_MESSAGES.askDriver}
      </Button>
    );
  }
  return (
    <section
      aria-labelledby="ask-driver-title"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="ask-driver-title" className="text-lg font-semibold text-slate-900">
        {CONVERSATION_MESSAGES.askDriver}
      </h2>
      <p className="text-sm text-slate-600">{CONVERSATION_MESSAGES.maskedNotice}</p>
      <MessageComposer
        label="Your question"
        placeholder={CONVERSATION_MESSAGES.askPlaceholder}
        onSend={async (input) => {
          const { conversation } = await ask.mutateAsync(input);
          void navigate(conversationPath(conversation.id));
        }}
      />
    </section>
  );
}
