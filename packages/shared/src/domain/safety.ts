/** Why a student reports another user or one of their messages (docs/product/trust-and-safety.md#reporting). */
export const REPORT_REASONS = [
  "harassment",
  "no_show",
  "unsafe_driving",
  "fake_profile",
  "women_only_ineligible",
  "other",
  "women_only_change",
  "no_show_dispute",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * The reasons a student picks when reporting someone else. A change of one's own
 * women-only choice reaches the same queue from the profile, and a dispute of a no-show from
 * the booking (docs/product/ride-day.md), never from this list.
 */
export const STUDENT_REPORT_REASONS = REPORT_REASONS.filter(
  (reason): reason is Exclude<ReportReason, "women_only_change" | "no_show_dispute"> =>
    reason !== "women_only_change" && reason !== "no_show_dispute",
);

/** The reports an admin answers by setting or clearing the student's women-only choice. */
export const WOMEN_ONLY_REPORT_REASONS: readonly ReportReason[] = [
  "women_only_ineligible",
  "women_only_change",
];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  harassment: "Harassment",
  no_show: "No-show",
  unsafe_driving: "Unsafe driving",
  fake_profile: "Fake profile",
  women_only_ineligible: "Not eligible for a women-only trip",
  other: "Other",
  women_only_change: "Women-only trips: change request",
  no_show_dispute: "No-show disputed",
};

/** open: waiting in the admin queue; dismissed: no action; actioned: the account was deactivated. */
export const REPORT_STATUSES = ["open", "dismissed", "actioned"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
