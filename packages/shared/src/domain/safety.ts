/** Why a student reports another user or one of their messages (issue 11: report and block). */
export const REPORT_REASONS = ["harassment", "no_show", "unsafe_driving", "fake_profile", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  harassment: "Harassment",
  no_show: "No-show",
  unsafe_driving: "Unsafe driving",
  fake_profile: "Fake profile",
  other: "Other",
};

/** open: waiting in the admin queue; dismissed: no action; actioned: the account was deactivated. */
export const REPORT_STATUSES = ["open", "dismissed", "actioned"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
