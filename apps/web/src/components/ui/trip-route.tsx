import { ArrowRight } from "lucide-react";

/** "Gainesville → Orlando", read as "Gainesville to Orlando". */
export function TripRoute({ from, to }: { from: string; to: string }) {
  return (
    <>
      {from}
      <ArrowRight aria-hidden="true" className="mx-1.5 inline size-4 align-[-0.125em]" />
      <span className="sr-only"> to </span>
      {to}
    </>
  );
}
