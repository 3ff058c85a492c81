import { weekdaysText } from "@campusride/shared/domain/weekday-names";
import { WEEKLY_SERIES_MESSAGES } from "@campusride/shared/messages";
import { Repeat } from "lucide-react";
import { Link } from "react-router";
import { seriesPath } from "../../../config/paths.ts";
import { useMySeries } from "../api/get-my-series.ts";

/**
 * On one of the driver's trips that belongs to a weekly series: "Weekly · Mon, Wed", a
 * link to the series (its days once the driver's series are read).
 */
export function SeriesTag({ seriesId, describedBy }: { seriesId: string; describedBy?: string }) {
  const mine = useMySeries();
  const series = mine.data?.series.find((one) => one.id === seriesId);
  const label = series
    ? WEEKLY_SERIES_MESSAGES.weeklyTag(weekdaysText(series.weekdays))
    : WEEKLY_SERIES_MESSAGES.weekly;
  return (
    <Link
      to={seriesPath(seriesId)}
      aria-describedby={describedBy}
      className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      <Repeat aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
