import { MESSAGE_MAX_LENGTH } from "@campusride/shared/domain/conversations";
import { CONVERSATION_MESSAGES } from "@campusride/shared/messages";
import { sendMessageInputSchema, type SendMessageInput } from "@campusride/shared/schemas/conversations";
import { useWatch } from "react-hook-form";
import { Form, SubmitButton, TextareaField, useZodForm } from "../../../components/ui/form.tsx";

interface MessageComposerProps {
  label: string;
  placeholder?: string;
  /** Sends the message; a refusal (429, 403, 400) is shown above the field. */
  onSend: (input: SendMessageInput) => Promise<unknown>;
}

/**
 * Writes a message: the text (checked by the shared schema: 1–2,000 characters once
 * markup is stripped), its running character count, and Send. Cleared once sent.
 */
export function MessageComposer({ label, placeholder, onSend }: MessageComposerProps) {
  const form = useZodForm(sendMessageInputSchema, { defaultValues: { body: "" } });
  const body = useWatch({ control: form.control, name: "body" }) ?? "";
  const isTooLong = body.length > MESSAGE_MAX_LENGTH;
  return (
    <Form
      form={form}
      aria-label={label}
      fallbackError={CONVERSATION_MESSAGES.sendFailed}
      className="space-y-3"
      onSubmit={async (input) => {
        await onSend(input);
        form.reset({ body: "" });
      }}
    >
      <TextareaField
        name="body"
        label={label}
        rows={3}
        placeholder={placeholder}
        hint={
          <span className={isTooLong ? "font-semibold text-red-800" : undefined}>
            {CONVERSATION_MESSAGES.characterCount(body.length)}
          </span>
        }
      />
      <SubmitButton busyLabel={CONVERSATION_MESSAGES.sending}>{CONVERSATION_MESSAGES.send}</SubmitButton>
    </Form>
  );
}
