import clsx from "clsx";
import { Star } from "lucide-react";
import { useId } from "react";

interface StarRatingInputProps {
  legend: string;
  /** 0: none chosen yet. */
  value: number;
  onChange: (value: number) => void;
  error?: string;
}

/**
 * 1 to 5 stars as a radio group: native radios (arrow keys move and choose, Tab leaves),
 * each read out as '4 stars', drawn as stars filled up to the choice.
 */
export function StarRatingInput({ legend, value, onChange, error }: StarRatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={clsx("size-8", stars <= value ? "fill-amber-400 text-amber-500" : "text-slate-400")}
            />
            <span className="sr-only">{stars === 1 ? "1 star" : `${stars} stars`}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
