import { TIMINGS } from "@campusride/shared/limits";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

/** The navigation state that carries a message to the next screen ('Trip created successfully!'). */
export function messageState(message: string): { message: string } {
  return { message };
}

function messageOf(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null || !("message" in state)) return undefined;
  return typeof state.message === "string" ? state.message : undefined;
}

/**
 * The message a screen was reached with, for 5 s (spec §9's message banner). It is then
 * taken out of the history entry, so Back or a reload does not show it again.
 */
export function useNavigationMessage(): string | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = messageOf(location.state);
  const [shown, setShown] = useState(arrived);
  const [seenKey, setSeenKey] = useState(location.key);
  // a new arrival with a message shows it (React's "adjust state while rendering")
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (arrived) setShown(arrived);
  }

  useEffect(() => {
    if (!arrived) return;
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [arrived, location, navigate]);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(undefined), TIMINGS.messageBanner);
    return () => clearTimeout(timer);
  }, [shown]);

  return shown;
}
