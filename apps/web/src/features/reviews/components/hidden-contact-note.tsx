import { hasHiddenContact } from "@campusride/shared/domain/contact-masking";
import { REVIEW_MESSAGES } from "@campusride/shared/domain/reviews";
import { EyeOff } from "lucide-react";

/**
 * Said once above a list of reviews when a comment in it had contact details hidden:
 * why the placeholder stands there. Nothing when none did.
 */
export function HiddenContactNote({ comments }: { comments: Iterable<string | null> }) {
  if (!hasHiddenContact(comments)) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600">
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {REVIEW_MESSAGES.maskedNotice}
    </p>
  );
}
