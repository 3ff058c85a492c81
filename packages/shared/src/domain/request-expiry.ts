/** An unanswered request expires this long after it was sent, or at departure if sooner. */
export const REQUEST_EXPIRY_HOURS = 12;

/** When a pending request expires: 12 hours after it was sent or at the trip's departure, whichever is first. */
export function requestExpiresAt(createdAt: Date, departureAt: Date): Date {
  const afterHours = createdAt.getTime() + REQUEST_EXPIRY_HOURS * 3600 * 1000;
  return new Date(Math.min(afterHours, departureAt.getTime()));
}

/** "Expires in 5 h", "Expires in 40 min", "Expires at departure": what a pending request shows. */
export function requestExpiryLabel(createdAt: Date, departureAt: Date, now: Date = new Date()): string {
  const expiresAt = requestExpiresAt(createdAt, departureAt);
  if (expiresAt.getTime() >= departureAt.getTime()) return "Expires at departure";
  const minutes = Math.max(1, Math.round((expiresAt.getTime() - now.getTime()) / 60_000));
  return minutes >= 60 ? `Expires in ${Math.round(minutes / 60)} h` : `Expires in ${minutes} min`;
}
