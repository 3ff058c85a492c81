/** Where in the folded text (contact-text.ts) a contact detail was found: [start, end). */
export type Span = [start: number, end: number];

/** Where `pattern` (global) matches in `text`, keeping the matches `keep` accepts. */
export function matchSpans(
  text: string,
  pattern: RegExp,
  keep: (found: RegExpExecArray) => boolean = () => true,
): Span[] {
  return [...text.matchAll(pattern)]
    .filter((found) => found[0].length > 0 && keep(found))
    .map((found) => [found.index, found.index + found[0].length]);
}

/** Overlapping spans as one, in order. */
export function mergeSpans(spans: Span[]): Span[] {
  const merged: Span[] = [];
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start < last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
