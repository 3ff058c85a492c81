import { CalendarHeart } from "lucide-react";

/** A day in a break: said in words (the calendar's name, "Winter break"), the colour only repeats it. */
export function BreakBadge({ name }: { name: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <CalendarHeart aria-hidden="true" className="size-3.5 shrink-0" />
      {name}
    </span>
  );
}
