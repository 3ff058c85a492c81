import { z } from "zod";

/**
 * A page cursor of a list read newest first: the last entry's time (ISO instant, to the
 * millisecond) and its UUID, joined by "_" (entries written together share a time).
 */
export function isPageCursor(value: string): boolean {
  const [time = "", id = "", ...rest] = value.split("_");
  return (
    rest.length === 0 &&
    z.iso.datetime().safeParse(time).success &&
    !Number.isNaN(Date.parse(time)) &&
    z.uuid().safeParse(id).success
  );
}

/** The `before` of a page's query: the previous page's nextBefore. */
export const pageCursorSchema = z.string().max(100).refine(isPageCursor, "Invalid page cursor.");

/** The cursor after `last` when the page was full; null when it was the last page. */
export function nextPageCursor(last: { id: string; at: string } | undefined, full: boolean): string | null {
  return last && full ? `${last.at}_${last.id}` : null;
}

/** A cursor checked by pageCursorSchema, split into its time and id. */
export function parsePageCursor(cursor: string): { at: Date; id: string } {
  const [time, id] = cursor.split("_") as [string, string];
  return { at: new Date(time), id };
}
