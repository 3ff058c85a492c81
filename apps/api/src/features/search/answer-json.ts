import type { PublicRide } from "@campusride/shared/schemas/rides";
import type { SearchResponse } from "@campusride/shared/schemas/search";
import type { RideMatch } from "./engine/types.ts";

/**
 * The search's answer is written as JSON text from pieces made once per ride: each held
 * ride keeps its public view serialised, open at the end, and a search only appends the
 * figures of the match. Serialising twenty rides per request (and checking them against
 * the response schema) would cost more than the search itself. The text is exactly what
 * JSON.stringify gives for searchResponseSchema's shape (the search tests parse it).
 */

/**
 * Where the driver's rating goes in an answer: ratings change apart from rides (a review
 * published), so kept answers hold this mark and each search writes the ratings in
 * (driver-ratings.ts). JSON.stringify escapes control characters, so the raw character
 * never comes from a ride's own text.
 */
export const RATING_SLOT = "\u0000";

/** A ride's public view as JSON without its closing brace; its driver last, with the rating slot. */
export function openRideJson(ride: PublicRide): string {
  const { driver, ...rest } = ride;
  return `${JSON.stringify(rest).slice(0, -1)},"driver":${JSON.stringify(driver).slice(0, -1)},"rating":${RATING_SLOT}}`;
}

export interface AnswerPiece {
  /** openRideJson of the ride. */
  rideJson: string;
  driverId: string;
  match: RideMatch;
}

/** The whole answer: { data: [ride + figures…], summary }. */
export function answerJson(pieces: readonly AnswerPiece[], summary: SearchResponse["summary"]): string {
  let text = '{"data":[';
  for (let n = 0; n < pieces.length; n += 1) {
    const { rideJson, match } = pieces[n]!;
    if (n > 0) text += ",";
    text +=
      `${rideJson},"matchScore":${match.matchScore},"isOnTheWay":${match.isOnTheWay}` +
      `,"detourFactor":${match.detourFactor},"detourMiles":${match.detourMiles}` +
      `,"exactMatch":${match.exactMatch},"estimatedTravelTime":${JSON.stringify(match.estimatedTravelTime)}}`;
  }
  return `${text}],"summary":${JSON.stringify(summary)}}`;
}

const NO_RIDES = Buffer.from('{"data":[]');

/** Whether an answer (answerJson's, or withoutDrivers') offers no ride: its summary's matchedRides is 0. */
export function foundNothing(answer: Buffer): boolean {
  return answer.subarray(0, NO_RIDES.length).equals(NO_RIDES);
}

/**
 * A kept answer without the rides of these drivers, for a viewer with blocks (decision
 * 0028): the shared answer stays as it is, and the few viewers with blocks pay a parse.
 * The counts leave the hidden rides out; the average score stays the whole search's.
 */
export function withoutDrivers(answer: Buffer, driverIds: ReadonlySet<string>): Buffer {
  const parsed = JSON.parse(answer.toString("utf8")) as SearchResponse;
  const data = parsed.data.filter((ride) => !driverIds.has(ride.driverId));
  const hidden = parsed.data.length - data.length;
  if (hidden === 0) return answer;
  const summary = {
    ...parsed.summary,
    totalRides: parsed.summary.totalRides - hidden,
    matchedRides: parsed.summary.matchedRides - hidden,
  };
  return Buffer.from(JSON.stringify({ data, summary }));
}

/** `{"data":` — where an answer's rides start. */
const DATA_START = '{"data":'.length;
const SUMMARY_KEY = ',"summary":';

/**
 * The answer to a search with a return date: the rides out's answer, and the rides back's
 * beside it as `returnData` and `returnSummary`, both written as they are. The summary is
 * an answer's last key, and a ride's text never holds `,"summary":` (its quotes would be
 * escaped), so the last one found is the answer's own.
 */
export function withReturnAnswer(answer: Buffer, back: Buffer): Buffer {
  const text = back.toString("utf8");
  const summaryAt = text.lastIndexOf(SUMMARY_KEY);
  const returnPart =
    `,"returnData":${text.slice(DATA_START, summaryAt)}` +
    `,"returnSummary":${text.slice(summaryAt + SUMMARY_KEY.length, -1)}}`;
  return Buffer.concat([answer.subarray(0, answer.length - 1), Buffer.from(returnPart)]);
}
