/**
 * Levenshtein distance between two strings, or `max + 1` as soon as it must exceed `max`
 * (so a scan over every place name stays cheap).
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      current.push(value);
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > max) return max + 1;
    previous = current;
  }
  return previous[b.length] as number;
}

/** How many typing mistakes a name of this length may hold and still be recognised. */
export function allowedMistakes(length: number): number {
  return Math.min(3, Math.max(1, Math.floor(length / 3)));
}
