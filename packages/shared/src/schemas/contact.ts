import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { CONTACT_INBOX_MESSAGES, CONTACT_MESSAGES } from "../messages.ts";
import { sanitizeEmail, sanitizeText } from "../sanitize.ts";
import { pageCursorSchema } from "./page-cursor.ts";

export const CONTACT_SUBJECTS = [
  "General Inquiry",
  "Technical Support",
  "Safety Concern",
  "Account Issues",
  "Payment Problem",
  "Feature Request",
  "Bug Report",
  "Other",
] as const;

/** Text that is required and capped: the length check runs before markup is stripped
 * so an oversize message is refused, not silently cut. */
function requiredText(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .max(max, tooLong)
    .transform((value) => sanitizeText(value, max))
    .pipe(z.string().min(1, required));
}

export const contactInputSchema = z.object({
  name: requiredText(
    CONTACT_MESSAGES.nameRequired,
    LIMITS.name,
    `Name must be ${LIMITS.name} characters or fewer`,
  ),
  email: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .max(LIMITS.email, CONTACT_MESSAGES.emailInvalid)
    .transform(sanitizeEmail)
    .pipe(z.string().min(1, CONTACT_MESSAGES.emailRequired).pipe(z.email(CONTACT_MESSAGES.emailInvalid))),
  subject: z.enum(CONTACT_SUBJECTS, { error: CONTACT_MESSAGES.subjectRequired }),
  message: requiredText(CONTACT_MESSAGES.messageRequired, LIMITS.text, CONTACT_MESSAGES.messageTooLong),
});

export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactMessage = z.output<typeof contactInputSchema>;

/** The longest reply an admin may send to a contact message. */
export const CONTACT_REPLY_MAX = 5000;
/** Messages per page of the admins' inbox. */
export const CONTACT_INBOX_PAGE = 50;
/** The inbox shows the messages still to answer, or those answered. */
export const CONTACT_INBOX_FILTERS = ["open", "answered"] as const;
export type ContactInboxFilter = (typeof CONTACT_INBOX_FILTERS)[number];

/** GET /api/admin/messages?status=&before= : newest first, a page at a time. */
export const contactInboxQuerySchema = z.object({
  status: z.enum(CONTACT_INBOX_FILTERS).default("open"),
  before: pageCursorSchema.optional(),
});

/** A message's id in the URL; anything that is not one names no message (404). */
export const contactMessageParamsSchema = z.object({ id: z.string().max(100) });

/** A contact message as the admins' inbox shows it, with its answer once there is one. */
export const adminContactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  /** The admin who answered (null: not answered, or that account is gone). */
  answeredBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  /** The reply mailed to the sender; null when marked answered without one. */
  reply: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const contactInboxResponseSchema = z.object({
  messages: z.array(adminContactMessageSchema),
  /** Pass as `before` for the next page; null when this was the last. */
  nextBefore: z.string().nullable(),
});
export type ContactInboxPage = z.infer<typeof contactInboxResponseSchema>;

export const contactMessageResponseSchema = z.object({ message: adminContactMessageSchema });

/**
 * POST /api/admin/messages/:id/reply: the admin's words, mailed to the sender. Kept as
 * written (trimmed): the mail escapes them, and the inbox shows them as text.
 */
export const contactReplyInputSchema = z.object({
  reply: z
    .string({ error: CONTACT_INBOX_MESSAGES.replyRequired })
    .max(CONTACT_REPLY_MAX, CONTACT_INBOX_MESSAGES.replyTooLong)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, CONTACT_INBOX_MESSAGES.replyRequired)),
});
export type ContactReplyInput = z.input<typeof contactReplyInputSchema>;

/** What an inbox action did, and the message as it is now. */
export const contactInboxActionResponseSchema = z.object({
  message: z.string(),
  contactMessage: adminContactMessageSchema,
});
