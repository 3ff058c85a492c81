/**
 * Recent search answers, kept while they are still exactly what a new search would say.
 * Students searching the same trip (one campus, one Friday, the place field's fixed
 * coordinates) ask the same question many times a minute; the answer changes only when a
 * ride of that date changes (the catalog's version of the date) or departs. Departures are
 * whole minutes (departureInstant), and a search leaves out rides departed by `now`, so
 * within one clock minute, at one version, the answer is the same.
 */
export interface AnswerCache<Answer = Buffer> {
  /** The answer kept for this question, if it is still right. */
  get(question: string, version: string, now: number): Answer | undefined;
  set(question: string, version: string, now: number, answer: Answer): void;
}

interface Kept<Answer> {
  version: string;
  minute: number;
  answer: Answer;
}

const MINUTE_MS = 60_000;

/** At most `capacity` answers (~16 KB each); the oldest kept goes first. */
export function createAnswerCache<Answer = Buffer>(capacity: number): AnswerCache<Answer> {
  const kept = new Map<string, Kept<Answer>>();
  return {
    get(question, version, now) {
      const found = kept.get(question);
      if (!found) return undefined;
      if (found.version === version && found.minute === Math.floor(now / MINUTE_MS)) return found.answer;
      kept.delete(question);
      return undefined;
    },
    set(question, version, now, answer) {
      kept.delete(question);
      kept.set(question, { version, minute: Math.floor(now / MINUTE_MS), answer });
      if (kept.size > capacity) kept.delete(kept.keys().next().value!);
    },
  };
}
