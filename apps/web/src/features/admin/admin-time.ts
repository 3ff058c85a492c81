import { TRIP_TIME_ZONE } from "@campusride/shared/domain/local-time";

const adminTimeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: TRIP_TIME_ZONE,
});

/** When something reached the admins (a report, a message), in Florida time as the admin screens show it. */
export function formatAdminTime(iso: string): string {
  return adminTimeFormat.format(new Date(iso));
}
