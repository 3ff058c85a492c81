import { ZxcvbnFactory, type Match } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { CAMPUS_WORDS, ownerWords, type PasswordOwner } from "./password-context.ts";

/*
 * zxcvbn scores 0..4 by the guesses a cracker needs; 2 means at least 10^6, which every
 * password of the common-password list (and its l33t or capitalised variants) falls
 * short of, while any 8 characters that are not a known pattern pass: the
 * minimum of 8 stays a real minimum.
 */
const MIN_SCORE = 2;

/*
 * "Word + year + symbol" (Summer2024!, Gators2026!, GoNoles2026#) is the first shape a
 * cracker's rules try on every word of their lists: the word, capitalised, then digits and
 * punctuation. zxcvbn prices those digits and symbols almost as if they were random, so a
 * password of dictionary words with nothing but digits and symbols around them needs the
 * top score (10^10 guesses) to pass: a few words with digits still do, one word no longer.
 * So does a password with the owner's own name or address in it (lopez@ufl, alopez2025!):
 * the rest must be strong on its own.
 */
const MIN_SCORE_OF_KNOWN_WORDS = 4;

/** Why a password is refused: too easy to guess, or built from its owner's name or address. */
export type PasswordWeakness = "guessable" | "personal";

// Built on first use: the dictionaries take ~100 ms to index, paid only by the screens
// and requests that set a password.
let estimator: ZxcvbnFactory | undefined;

function getEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...dictionary, campusride: [...CAMPUS_WORDS] },
    graphs: adjacencyGraphs,
  });
  return estimator;
}

const LETTER = /\p{L}/u;

/** Dictionary words, and around them nothing but digits, years and symbols. */
function isWordsAndDigits(sequence: readonly Match[]): boolean {
  const hasWord = sequence.some((match) => match.pattern === "dictionary");
  return hasWord && sequence.every((match) => match.pattern === "dictionary" || !LETTER.test(match.token));
}

/**
 * The weakness of a password being chosen, if any (works offline, the same in the browser
 * and on the server). Without an owner, the owner's words are not checked.
 */
export function passwordWeakness(password: string, owner?: PasswordOwner): PasswordWeakness | undefined {
  const result = getEstimator().check(password, owner ? ownerWords(owner) : []);
  const isPersonal = result.sequence.some(
    (match) => match.pattern === "dictionary" && match.dictionaryName === "userInputs",
  );
  const minScore = isPersonal || isWordsAndDigits(result.sequence) ? MIN_SCORE_OF_KNOWN_WORDS : MIN_SCORE;
  if (result.score >= minScore) return undefined;
  return isPersonal ? "personal" : "guessable";
}
