import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { CONTACT_MESSAGES } from "../messages.ts";
import { sanitizeEmail, sanitizeText } from "../sanitize.ts";

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
