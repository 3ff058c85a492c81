/**
 * Texts of the admins' inbox of contact messages that are the web's own wording; what the
 * API says is in the shared catalogue (CONTACT_INBOX_MESSAGES).
 */
export const INBOX_TEXT = {
  title: "Messages",
  intro:
    "Messages sent through the contact form, newest first. Reply by email from here, or mark a message answered when it was answered another way.",
  filterLabel: "Show messages",
  open: "Open",
  answered: "Answered",
  loading: "Loading messages…",
  loadingOne: "Loading the message…",
  loadMore: "Load more",
  loadingMore: "Loading…",
  read: "Read and reply",
  received: "Received",
  from: "From",
  message: "Message",
  yourReply: "Reply sent",
  answeredWithoutReply: "Answered without a reply by email.",
  replyLabel: "Your reply",
  replyHint: (email: string, max: number) =>
    `Emailed to ${email}, with their message below it. At most ${max} characters.`,
  sendReply: "Send Reply",
  sending: "Sending…",
  markAnswered: "Mark as answered",
  markAnsweredTitle: "Mark this message as answered?",
  markAnsweredBody:
    "Use this when the message was answered another way (by phone, or it needs no answer). Nothing is emailed.",
  marking: "Marking…",
  cancel: "Cancel",
  notFoundBody: "It may have been removed, or the link is wrong.",
} as const;

/** Who answered and when, as the inbox shows it. */
export function answeredText(
  answeredBy: { firstName: string; lastName: string } | null,
  when: string,
): string {
  const who = answeredBy ? `${answeredBy.firstName} ${answeredBy.lastName}`.trim() : "an admin";
  return `Answered by ${who} on ${when}`;
}
