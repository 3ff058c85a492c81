import clsx from "clsx";
import { Minus, Plus } from "lucide-react";
import { useId, type ReactNode } from "react";

interface StepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** How the value reads, e.g. "2 seats"; the number alone by default. */
  describeValue?: (value: number) => string;
  hint?: ReactNode;
  error?: string;
}

/**
 * A number chosen with − and + buttons (seats, bags). Each button names what it does
 * ("Fewer: Seats"), the value is announced as it changes, and at a bound the button says
 * it is unavailable (aria-disabled) but keeps the focus, so a keyboard user pressing it
 * again is not thrown back to the top of the page.
 */
export function Stepper({ label, value, min, max, onChange, describeValue, hint, error }: StepperProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const canDecrease = value > min;
  const canIncrease = value < max;
  const buttonStyles = clsx(
    "inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800",
    "hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
    "aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white",
  );
  const step = (next: number, isAllowed: boolean) => {
    if (isAllowed) onChange(next);
  };
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
    >
      <span id={labelId} className="block text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className="mt-1.5 flex items-center gap-3">
        <button
          type="button"
          aria-label={`Fewer: ${label}`}
          aria-disabled={!canDecrease}
          className={buttonStyles}
          onClick={() => step(value - 1, canDecrease)}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output aria-live="polite" aria-atomic="true" className="min-w-16 text-center text-lg font-semibold">
          {describeValue ? describeValue(value) : value}
        </output>
        <button
          type="button"
          aria-label={`More: ${label}`}
          aria-disabled={!canIncrease}
          className={buttonStyles}
          onClick={() => step(value + 1, canIncrease)}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
