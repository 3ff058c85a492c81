import { CONTACT_INBOX_MESSAGES } from "@campusride/shared/messages";
import { adminMessagePath } from "@campusride/shared/paths";
import {
  CONTACT_INBOX_FILTERS,
  type AdminContactMessage,
  type ContactInboxFilter,
} from "@campusride/shared/schemas/contact";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyList, LoadFailed } from "../../../components/ui/list-states.tsx";
import { formatMoment } from "../../../lib/date-time-format.ts";
import { useContactInbox } from "../api/contact-messages.ts";
import { INBOX_TEXT, answeredText } from "../inbox-text.ts";

const FILTER_LABELS: Record<ContactInboxFilter, string> = {
  open: INBOX_TEXT.open,
  answered: INBOX_TEXT.answered,
};
const EMPTY: Record<ContactInboxFilter, string> = {
  open: CONTACT_INBOX_MESSAGES.openEmpty,
  answered: CONTACT_INBOX_MESSAGES.answeredEmpty,
};

/** The admins' inbox: open or answered contact messages, newest first, with 'Load more'. */
export function ContactInbox() {
  const [filter, setFilter] = useState<ContactInboxFilter>("open");
  const inbox = useContactInbox(filter);
  const messages = inbox.data?.pages.flatMap((page) => page.messages) ?? [];
  return (
    <div className="space-y-6">
      <div role="group" aria-label={INBOX_TEXT.filterLabel} className="flex flex-wrap gap-2">
        {CONTACT_INBOX_FILTERS.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === filter ? "primary" : "outline"}
            aria-pressed={option === filter}
            onClick={() => setFilter(option)}
          >
            {FILTER_LABELS[option]}
          </Button>
        ))}
      </div>
      {inbox.isPending ? (
        <p role="status" className="text-slate-600">
          {INBOX_TEXT.loading}
        </p>
      ) : inbox.isError && messages.length === 0 ? (
        <LoadFailed message={CONTACT_INBOX_MESSAGES.loadFailed} onRetry={() => void inbox.refetch()} />
      ) : messages.length === 0 ? (
        <EmptyList message={EMPTY[filter]} />
      ) : (
        <>
          <ul className="space-y-4">
            {messages.map((message) => (
              <li key={message.id}>
                <MessageSummary message={message} />
              </li>
            ))}
          </ul>
          {inbox.hasNextPage ? (
            <Button
              variant="outline"
              size="sm"
              disabled={inbox.isFetchingNextPage}
              onClick={() => void inbox.fetchNextPage()}
            >
              {inbox.isFetchingNextPage ? INBOX_TEXT.loadingMore : INBOX_TEXT.loadMore}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

/** One message in the list: subject and sender, when, the start of the text, and the link to it. */
function MessageSummary({ message }: { message: AdminContactMessage }) {
  const headingId = `contact-message-${message.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold break-words text-slate-900">
        {message.subject}: {message.name}
      </h2>
      <p className="text-sm text-slate-600">
        {INBOX_TEXT.received} <time dateTime={message.createdAt}>{formatMoment(message.createdAt)}</time>
        {message.answeredAt ? (
          <span className="block">{answeredText(message.answeredBy, formatMoment(message.answeredAt))}</span>
        ) : null}
      </p>
      <p className="line-clamp-2 break-words text-slate-800">{message.message}</p>
      <Link
        to={adminMessagePath(message.id)}
        aria-describedby={headingId}
        className="inline-block text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {INBOX_TEXT.read}
      </Link>
    </article>
  );
}
