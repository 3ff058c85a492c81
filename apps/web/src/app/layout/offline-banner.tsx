import { CONNECTION_MESSAGES } from "@campusride/shared/friendly-messages";
import { useEffect, useState } from "react";
import { useIsOnline } from "../../lib/use-is-online.ts";

/** How long "You're back online." stays before the banner folds away. */
const BACK_ONLINE_MS = 4000;

type Shown = "offline" | "back" | null;

const TONES = {
  offline: "border-amber-300 bg-amber-50 text-amber-900",
  back: "border-brand-200 bg-brand-50 text-brand-900",
} as const;

/**
 * Under the top bar on every page: while the connection is gone, that the page shows what
 * was last loaded and that nothing can be sent; when it returns, that it is back (the
 * paused reads run again on their own). The polite live region is always in the page, so
 * screen readers announce what appears in it; the status inside it is there only while
 * it has something to say.
 */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  const [seenOnline, setSeenOnline] = useState(isOnline);
  const [shown, setShown] = useState<Shown>(isOnline ? null : "offline");
  // adjusting state during render, not in an effect
  if (seenOnline !== isOnline) {
    setSeenOnline(isOnline);
    setShown(isOnline ? "back" : "offline");
  }
  useEffect(() => {
    if (shown !== "back") return;
    const timer = setTimeout(() => setShown(null), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <div aria-live="polite" className="sticky top-16 z-30">
      {shown ? (
        <p role="status" className={`border-b px-4 py-2 text-center text-sm font-medium ${TONES[shown]}`}>
          {shown === "offline" ? CONNECTION_MESSAGES.offline : CONNECTION_MESSAGES.backOnline}
        </p>
      ) : null}
    </div>
  );
}
