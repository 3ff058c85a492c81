import { CONTACT_INBOX_MESSAGES } from "@campusride/shared/messages";
import { ADMIN_MESSAGES_PATH } from "@campusride/shared/paths";
import {
  CONTACT_REPLY_MAX,
  contactReplyInputSchema,
  type AdminContactMessage,
} from "@campusride/shared/schemas/contact";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Form, SubmitButton, TextareaField, useZodForm } from "../../../components/ui/form.tsx";
import { LoadProblem } from "../../../components/ui/list-states.tsx";
import { useOutcome } from "../../../components/ui/outcome-message.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatMoment } from "../../../lib/date-time-format.ts";
import {
  useContactMessage,
  useMarkContactMessageAnswered,
  useReplyToContactMessage,
} from "../api/contact-messages.ts";
import { INBOX_TEXT, answeredText } from "../inbox-text.ts";

const BACK = { to: ADMIN_MESSAGES_PATH, label: CONTACT_INBOX_MESSAGES.backToInbox };

/** One contact message for an admin: who wrote what, its answer, and the reply form while it has none. */
export function ContactMessageView({ id }: { id: string }) {
  const message = useContactMessage(id);
  const { message: outcome, setOutcome } = useOutcome();
  if (message.isPending) return <Spinner label={INBOX_TEXT.loadingOne} />;
  if (message.isError && !message.data) {
    return (
      <LoadProblem
        error={message.error}
        notFound={{ message: `${CONTACT_INBOX_MESSAGES.notFound} ${INBOX_TEXT.notFoundBody}`, back: BACK }}
        failed={{ message: CONTACT_INBOX_MESSAGES.messageLoadFailed, onRetry: () => void message.refetch() }}
      />
    );
  }
  const data = message.data;
  return (
    <div className="space-y-6">
      <Link
        to={BACK.to}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {BACK.label}
      </Link>
      {outcome}
      <MessageDetails message={data} />
      {data.reply === null ? (
        <ReplyForm message={data} onSent={(text) => setOutcome({ tone: "success", message: text })} />
      ) : null}
      {data.answeredAt === null ? (
        <MarkAnswered id={data.id} onDone={(text) => setOutcome({ tone: "success", message: text })} />
      ) : null}
    </div>
  );
}

function MessageDetails({ message }: { message: AdminContactMessage }) {
  return (
    <article
      aria-labelledby="contact-message-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="contact-message-title" className="text-xl font-bold break-words text-slate-900">
          {message.subject}
        </h2>
        <p className="text-sm text-slate-600">
          {INBOX_TEXT.received} <time dateTime={message.createdAt}>{formatMoment(message.createdAt)}</time>
        </p>
        <p className="mt-1 text-sm font-medium text-slate-800">
          {message.answeredAt
            ? answeredText(message.answeredBy, formatMoment(message.answeredAt))
            : INBOX_TEXT.open}
        </p>
      </div>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-medium text-slate-600">{INBOX_TEXT.from}</dt>
          <dd className="text-slate-900">
            {message.name}{" "}
            <a href={`mailto:${message.email}`} className="block break-all text-brand-800 underline">
              {message.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{INBOX_TEXT.message}</dt>
          <dd className="mt-1 rounded-lg bg-slate-50 p-3 break-words whitespace-pre-line text-slate-900">
            {message.message}
          </dd>
        </div>
        {message.reply !== null ? (
          <div>
            <dt className="font-medium text-slate-600">{INBOX_TEXT.yourReply}</dt>
            <dd className="mt-1 rounded-lg bg-brand-50 p-3 break-words whitespace-pre-line text-slate-900">
              {message.reply}
            </dd>
          </div>
        ) : message.answeredAt ? (
          <p className="text-slate-700">{INBOX_TEXT.answeredWithoutReply}</p>
        ) : null}
      </dl>
    </article>
  );
}

function ReplyForm({ message, onSent }: { message: AdminContactMessage; onSent: (text: string) => void }) {
  const reply = useReplyToContactMessage();
  const form = useZodForm(contactReplyInputSchema, { defaultValues: { reply: "" } });
  return (
    <Form
      form={form}
      aria-label="Reply by email"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      onSubmit={async (values) => {
        const done = await reply.mutateAsync({ id: message.id, ...values });
        onSent(done.message);
      }}
    >
      <TextareaField
        name="reply"
        label={INBOX_TEXT.replyLabel}
        rows={6}
        maxLength={CONTACT_REPLY_MAX}
        hint={INBOX_TEXT.replyHint(message.email, CONTACT_REPLY_MAX)}
      />
      <SubmitButton busyLabel={INBOX_TEXT.sending}>{INBOX_TEXT.sendReply}</SubmitButton>
    </Form>
  );
}

function MarkAnswered({ id, onDone }: { id: string; onDone: (text: string) => void }) {
  const mark = useMarkContactMessageAnswered();
  return (
    <ConfirmDialog
      trigger={{ label: INBOX_TEXT.markAnswered, variant: "outline" }}
      title={INBOX_TEXT.markAnsweredTitle}
      confirm={{ label: INBOX_TEXT.markAnswered, variant: "primary" }}
      busyLabel={INBOX_TEXT.marking}
      onConfirm={async () => onDone((await mark.mutateAsync(id)).message)}
      describeError={errorMessage}
    >
      <p className="text-slate-700">{INBOX_TEXT.markAnsweredBody}</p>
    </ConfirmDialog>
  );
}
