import { TIMINGS } from "@campusride/shared/limits";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

/** A way on from a message: 'View your request' after a request is sent. */
export interface NavigationLink {
  to: string;
  label: string;
}

/** The message a screen was reached with, and where to go next, if anywhere. */
export interface Arrival {
  message: string;
  link?: NavigationLink;
}

/** The navigation state that carries a message to the next screen ('Trip created successfully!'). */
export function messageState(message: string, link?: NavigationLink): Arrival {
  return link ? { message, link } : { message };
}

function isLink(value: unknown): value is NavigationLink {
  if (typeof value !== "object" || value === null) return false;
  const { to, label } = value as Record<string, unknown>;
  return typeof to === "string" && to.startsWith("/") && typeof label === "string";
}

function arrivalOf(state: unknown): Arrival | undefined {
  if (typeof state !== "object" || state === null || !("message" in state)) return undefined;
  if (typeof state.message !== "string") return undefined;
  const link = "link" in state && isLink(state.link) ? state.link : undefined;
  return messageState(state.message, link);
}

/**
 * The message a screen was reached with (the message banner), for 5 s; one with a
 * link stays while the screen is shown, so the link does not vanish under the hand
 * reaching for it. It is then taken out of the history entry, so Back or a reload does
 * not show it again.
 */
export function useNavigationArrival(): Arrival | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = arrivalOf(location.state);
  const [shown, setShown] = useState(arrived);
  const [seenKey, setSeenKey] = useState(location.key);
  // a new arrival with a message shows it (React's "adjust state while rendering")
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (arrived) setShown(arrived);
  }

  const hasArrived = arrived !== undefined;
  useEffect(() => {
    if (!hasArrived) return;
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [hasArrived, location, navigate]);

  useEffect(() => {
    if (!shown || shown.link) return;
    const timer = setTimeout(() => setShown(undefined), TIMINGS.messageBanner);
    return () => clearTimeout(timer);
  }, [shown]);

  return shown;
}

/** The message a screen was reached with, for 5 s (see useNavigationArrival). */
export function useNavigationMessage(): string | undefined {
  return useNavigationArrival()?.message;
}
