/**
 * A small count over an icon (the bell's, the messages link's): shown above zero, hidden
 * from screen readers (the control's own name says the count).
 */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute top-1 right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-none font-semibold text-white"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

/** The look of an icon control of the top bar (the bell, the messages link). */
export const topBarIconStyles =
  "relative inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
