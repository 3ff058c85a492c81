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
 * paused reads run again on their own). A polite status that is always present, so screen
 * readers announce each change of its words.
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
    <div role="status" className="sticky top-16 z-30">
      {shown ? (
        <p className={`border-b px-4 py-2 text-center text-sm font-medium ${TONES[shown]}`}>
          {shown === "offline" ? CONNECTION_MESSAGES.offline : CONNECTION_MESSAGES.backOnline}
        </p>
      ) : null}
    </div>
  );
}
