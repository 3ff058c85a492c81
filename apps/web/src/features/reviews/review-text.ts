import type { ReviewRole } from "@campusride/shared/domain/reviews";

const WINDOW_END = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "America/New_York",
});

/** "Dec 8, 2026", in Florida's time. */
export function formatWindowEnd(iso: string): string {
  return WINDOW_END.format(new Date(iso));
}

/** What a hidden review waits for. */
export function submittedText(subjectFirstName: string, windowEndsAt: string): string {
  return `Submitted — visible once ${subjectFirstName} reviews you or after ${formatWindowEnd(windowEndsAt)}`;
}

/** Who the reviewed person was to the user: their driver, or one of their riders. */
export function roleText(role: ReviewRole): string {
  return role === "driver" ? "Your driver" : "Your rider";
}

/** Who wrote a review shown on a profile: 'Riley, a rider'. */
export function authorText(firstName: string, role: ReviewRole): string {
  return `${firstName}, ${role === "driver" ? "their driver" : "a rider"}`;
}

const MONTH = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11" → "November 2026". */
export function formatMonth(month: string): string {
  return MONTH.format(new Date(`${month}-15T12:00:00Z`));
}
