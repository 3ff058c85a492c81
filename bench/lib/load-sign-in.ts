import type autocannon from "autocannon";
import { runHearingAnswers } from "./load.ts";
import { LoadTally } from "./load-mix.ts";

export interface SignInResult {
  tally: LoadTally<"sign-in">;
  perSecond: number;
  timeouts: number;
}

/**
 * POST /api/auth/sign-in/email with the right password, each request the next of many
 * accounts (every one its own password check), over `connections` for `seconds`.
 */
export async function runSignIns(options: {
  url: string;
  connections: number;
  seconds: number;
  emails: readonly string[];
  password: string;
}): Promise<SignInResult> {
  const origin = new URL(options.url).origin;
  const tally = new LoadTally<"sign-in">();
  let next = 0;
  const result = await runHearingAnswers(
    {
      url: options.url,
      connections: options.connections,
      duration: options.seconds,
      requests: [
        {
          setupRequest: (request: autocannon.Request) => {
            next = (next + 1) % options.emails.length;
            return {
              ...request,
              method: "POST",
              path: "/api/auth/sign-in/email",
              headers: { origin, "content-type": "application/json" },
              body: JSON.stringify({ email: options.emails[next], password: options.password }),
            };
          },
        },
      ],
    },
    (_client, status, ms) => tally.record("sign-in", status, ms),
  );
  return { tally, perSecond: result.requests.total / result.duration, timeouts: result.timeouts };
}
