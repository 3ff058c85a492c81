import type { ReviewRole } from "@campusride/shared/domain/reviews";
import { formatMomentDay } from "../../lib/date-time-format.ts";

/** What a hidden review waits for. */
export function submittedText(subjectFirstName: string, windowEndsAt: string): string {
  return `Submitted — visible once ${subjectFirstName} reviews you or after ${formatMomentDay(windowEndsAt)}`;
}

/** Who the reviewed person was to the user: their driver, or one of their riders. */
export function roleText(role: ReviewRole): string {
  return role === "driver" ? "Your driver" : "Your rider";
}

/** Who wrote a review shown on a profile: 'Riley, a rider'. */
export function authorText(firstName: string, role: ReviewRole): string {
  return `${firstName}, ${role === "driver" ? "their driver" : "a rider"}`;
}
