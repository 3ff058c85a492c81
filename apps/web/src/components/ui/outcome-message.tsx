import { useEffect, useRef, useState } from "react";
import { Alert } from "./alert.tsx";

/** What became of an action taken on a list (a verify, an approval, a cancelled trip). */
export interface Outcome {
  tone: "success" | "error";
  message: string;
}

/**
 * An outcome that takes the focus when it appears (and when it is a new one). A live
 * region that appears already holding its text is not reliably read; the focus is: a
 * keyboard or screen reader user is told what happened and goes on from there.
 */
export function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [outcome]);
  return (
    <div ref={ref} tabIndex={-1} className="rounded-xl focus:outline-none">
      <Alert tone={outcome.tone}>{outcome.message}</Alert>
    </div>
  );
}

/**
 * The outcome of the last action on a list, and a setter for it. The item acted on often
 * leaves the list (and its button with it), so the message takes the focus rather than
 * leaving it on the page top.
 */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const message = outcome ? <OutcomeMessage outcome={outcome} /> : null;
  return { message, setOutcome };
}
