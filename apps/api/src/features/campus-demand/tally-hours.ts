/** The hours the campus demand board is counted by (decision 0056). */

const HOUR_MS = 3_600_000;

/** The start of the hour `ms` is in: the last full hour ends there. Florida's offsets are whole hours. */
export function hourStart(ms: number): number {
  return Math.floor(ms / HOUR_MS) * HOUR_MS;
}

/**
 * Whether tallies made through `mark` serve the hour `hour`: the same hour, or the next
 * one (an instance whose clock is a little ahead tallied it first). A mark further ahead
 * means the clock went back (a corrected machine clock, a test clock put back): the hour
 * is tallied again rather than the board frozen until the clock catches up.
 */
export function servesHour(mark: number, hour: number): boolean {
  return mark >= hour && mark - hour <= HOUR_MS;
}
