import { CONNECTION_MESSAGES } from "@campusride/shared/friendly-messages";
import { useIsRetryingBusy } from "../../lib/busy-retry.ts";

/**
 * Under the top bar on every page, while a request the server refused as busy waits to be
 * sent again: that it is being tried again, so the student neither wonders nor clicks
 * twice. If the tries run out, the screen shows the server's message as for any error.
 * The polite live region is always in the page, so screen readers announce the status.
 */
export function BusyStatus() {
  const isRetrying = useIsRetryingBusy();
  return (
    <div aria-live="polite" className="sticky top-16 z-30">
      {isRetrying ? (
        <p
          role="status"
          className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-900"
        >
          {CONNECTION_MESSAGES.busyRetrying}
        </p>
      ) : null}
    </div>
  );
}
