import { useEffect, useRef, useState } from "react";
import { Alert } from "./alert.tsx";

/** What became of an action taken on a list (a verify, an approval, a cancelled trip). */
export interface Outcome {
  tone: "success" | "error";
  message: string;
}

/**
 * The outcome of the last action on a list, and a setter for it. The item acted on often
 * leaves the list (and its button with it), so the message takes the focus: a keyboard or
 * screen reader user is told what happened and goes on from there, not from the page top.
 */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  const message = outcome ? (
    <div ref={ref} tabIndex={-1} className="rounded-xl focus:outline-none">
      <Alert tone={outcome.tone}>{outcome.message}</Alert>
    </div>
  ) : null;
  return { message, setOutcome };
}
