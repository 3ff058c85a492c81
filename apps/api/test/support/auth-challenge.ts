import {
  AUTH_CHALLENGE_HEADER,
  AUTH_CHALLENGE_PATH,
  authChallengeSchema,
  type AuthChallenge,
} from "@campusride/shared/schemas/auth-challenge";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { App } from "../../src/app.ts";

/** A browser check as the API gives it. */
export async function fetchAuthChallenge(app: App): Promise<AuthChallenge> {
  const response = await app.inject({ url: AUTH_CHALLENGE_PATH });
  if (response.statusCode !== 200) throw new Error(`no challenge: ${response.statusCode} ${response.body}`);
  return authChallengeSchema.parse(response.json());
}

/** Solves `challenge` the way a browser does (trying counters from 0); the X-Auth-Challenge value. */
export async function solveAuthChallenge(
  challenge: AuthChallenge,
): Promise<{ header: string; counter: number }> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge was not solved");
  return {
    header: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"),
    counter: solution.counter,
  };
}

/** A fresh solved browser check, as headers for app.inject. */
export async function solvedCheckHeaders(app: App): Promise<Record<string, string>> {
  const { header } = await solveAuthChallenge(await fetchAuthChallenge(app));
  return { [AUTH_CHALLENGE_HEADER]: header };
}
