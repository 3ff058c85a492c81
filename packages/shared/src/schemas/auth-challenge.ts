import { z } from "zod";

/** Where a browser check (a proof-of-work challenge) is fetched. */
export const AUTH_CHALLENGE_PATH = "/api/auth-challenge";

/** The request header that carries a solved browser check, base64 of its JSON. */
export const AUTH_CHALLENGE_HEADER = "x-auth-challenge";

const hex = (max: number) =>
  z
    .string()
    .regex(/^[0-9a-f]*$/)
    .max(max);

/**
 * GET /api/auth-challenge: an ALTCHA proof-of-work challenge signed by the server. The
 * solver finds the counter whose PBKDF2 key (of `cost` iterations) starts with `keyPrefix`.
 */
export const authChallengeSchema = z.strictObject({
  parameters: z.strictObject({
    algorithm: z.string().max(32),
    nonce: hex(64),
    salt: hex(64),
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive(),
    keyPrefix: hex(128),
    keySignature: hex(128).optional(),
    /** Seconds since the epoch. */
    expiresAt: z.number().int().positive().optional(),
  }),
  signature: hex(128),
});
export type AuthChallenge = z.output<typeof authChallengeSchema>;

/** What the X-Auth-Challenge header carries: the challenge as it came, and its solution. */
export const solvedAuthChallengeSchema = z.strictObject({
  challenge: authChallengeSchema,
  solution: z.strictObject({
    counter: z.number().int().nonnegative(),
    derivedKey: hex(128),
    time: z.number().optional(),
  }),
});
export type SolvedAuthChallenge = z.output<typeof solvedAuthChallengeSchema>;
