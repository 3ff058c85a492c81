import { AUTH_CHALLENGE_PATH, authChallengeSchema } from "@campusride/shared/schemas/auth-challenge";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ProofOfWork } from "./proof-of-work.ts";

/**
 * A browser check for an address under attack (limits.ts): public, and not limited per
 * address, since a limit there would be one more way to lock a campus out. Making one
 * costs a single key derivation.
 */
export const authChallengeRoutes: FastifyPluginAsyncZod<{ proofOfWork: ProofOfWork }> = async (
  app,
  { proofOfWork },
) => {
  app.get(
    AUTH_CHALLENGE_PATH,
    {
      schema: {
        tags: ["accounts"],
        description:
          "A browser check (an ALTCHA proof of work, PBKDF2/SHA-256). When many attempts came from a " +
          "client's address, sign-in, sign-up, reset and resend answer 429 CHALLENGE_REQUIRED: find the " +
          "counter (from 0 up) whose derived key starts with keyPrefix, then send the request again " +
          "with `X-Auth-Challenge: base64(JSON { challenge, solution: { counter, derivedKey } })`. " +
          "A check works once, within its expiresAt.",
        response: { 200: authChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return proofOfWork.issue();
    },
  );
};
