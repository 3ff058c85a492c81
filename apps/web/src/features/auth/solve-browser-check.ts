import type { AuthChallenge } from "@campusride/shared/schemas/auth-challenge";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

/** Past this, a phone too slow for the check is told it failed rather than left waiting. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * Solves a browser check with Web Crypto (PBKDF2, off the main thread): loaded only when
 * the API asks for one. Gives the X-Auth-Challenge header's value.
 */
export async function solveBrowserCheck(challenge: AuthChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new Error("the browser check was not solved in time");
  return btoa(JSON.stringify({ challenge, solution }));
}
