import { LoaderCircle } from "lucide-react";

/** A page part still loading: a spinning circle and, for screen readers too, what is loading. */
export function Spinner({ label }: { label: string }) {
  return (
    <p role="status" className="flex flex-col items-center gap-3 py-16 text-center text-slate-600">
      <LoaderCircle
        aria-hidden="true"
        className="size-8 animate-spin text-brand-700 motion-reduce:animate-none"
      />
      {label}
    </p>
  );
}
