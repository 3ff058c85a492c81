import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * The wizard's step lives in the address (?step=2): each step is a history entry, so
 * the browser's Back and Forward move between steps and a reload stays on the step.
 */
export function useWizardStep(count: number) {
  const [params, setParams] = useSearchParams();
  const asked = Number.parseInt(params.get("step") ?? "1", 10);
  const step = Number.isNaN(asked) ? 1 : Math.min(Math.max(asked, 1), count);

  const goTo = useCallback(
    (next: number, { replace = false } = {}) =>
      setParams(
        (current) => {
          const query = new URLSearchParams(current);
          if (next === 1) query.delete("step");
          else query.set("step", String(next));
          return query;
        },
        { replace },
      ),
    [setParams],
  );

  return { step, goTo };
}
