import { useEffect, useRef, useState, type ReactNode } from "react";
import { Alert } from "./alert.tsx";

/** What became of an action taken on a list (a verify, an approval, a cancelled trip). */
export interface Outcome {
  tone: "success" | "error";
  message: string;
}

/**
 * An outcome that takes the focus when it appears (and when it is a new one), scrolled
 * into view below the fixed top bar (its scroll margin is the bar's 4rem). A live region
 * that appears already holding its text is not reliably read; the focus is: a keyboard or
 * screen reader user is told what happened and goes on from there. `children` (a link to
 * what to do next) show under the message.
 */
export function OutcomeMessage({ outcome, children }: { outcome: Outcome; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.focus({ preventScroll: true });
    const isMotionReduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
    box.scrollIntoView?.({ behavior: isMotionReduced ? "instant" : "smooth", block: "start" });
  }, [outcome]);
  return (
    <div ref={ref} tabIndex={-1} data-outcome="" className="scroll-mt-16 rounded-xl focus:outline-none">
      <Alert tone={outcome.tone}>
        {children ? (
          <>
            <p>{outcome.message}</p>
            {children}
          </>
        ) : (
          outcome.message
        )}
      </Alert>
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
