import { ArrowRight } from "lucide-react";
import { placeLabel } from "@campusride/shared/domain/route-label";

/** "Gainesville → Orlando" (written as every route is), read as "Gainesville to Orlando". */
export function TripRoute({ from, to }: { from: string; to: string }) {
  return (
    <>
      {placeLabel(from)}
      <ArrowRight aria-hidden="true" className="mx-1.5 inline size-4 align-[-0.125em]" />
      <span className="sr-only"> to </span>
      {placeLabel(to)}
    </>
  );
}
