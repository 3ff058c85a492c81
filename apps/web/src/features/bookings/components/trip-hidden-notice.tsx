import { BOOKING_MESSAGES } from "@campusride/shared/messages";

/**
 * On a confirmed seat whose trip a block now hides from its rider: the seat stands, and
 * what is no longer offered (messages, sharing) is said once, without naming the block.
 */
export function TripHiddenNotice() {
  return (
    <p className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      {BOOKING_MESSAGES.tripHiddenNotice}
    </p>
  );
}
