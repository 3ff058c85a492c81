import { expect, it } from "vitest";
import { maskContactDetails } from "../src/domain/contact-masking.ts";
import rideMessages from "./fixtures/ride-messages.txt?raw";

// Ordinary ride talk with no contact details in it, one message a line, written as students
// write them: times, dates, prices, roads, exits, flights, gates, seats, addresses, ZIP
// codes, "@ the Union", "ig" for "I guess", SC for South Carolina. A line the mask changes
// is a false positive.
const MAX_FALSE_POSITIVE_RATE = 0.02;

const corpus = rideMessages.split("\n").filter((line) => line.trim() !== "");

it(`changes at most ${MAX_FALSE_POSITIVE_RATE * 100}% of ordinary ride messages`, () => {
  expect(corpus.length).toBeGreaterThanOrEqual(200);
  const changed = corpus.filter((line) => maskContactDetails(line).text !== line);
  const rate = changed.length / corpus.length;
  console.info(
    `contact mask false positives: ${changed.length} of ${corpus.length} ordinary messages (${(rate * 100).toFixed(2)}%)`,
    ...changed.map((line) => `\n  ${line} -> ${maskContactDetails(line).text}`),
  );
  expect(rate).toBeLessThanOrEqual(MAX_FALSE_POSITIVE_RATE);
});
