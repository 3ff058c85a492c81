import { hkdfSync, randomInt } from "node:crypto";
import {
  solvedAuthChallengeSchema,
  type AuthChallenge,
  type SolvedAuthChallenge,
} from "@campusride/shared/schemas/auth-challenge";
import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { claimOnce, counterKey } from "../../db/attempt-counters.ts";
import type { Database } from "../../db/client.ts";

/**
 * The browser check an address under attack asks for (docs/security.md, "Rate limits"):
 * an ALTCHA proof of work. The solver tries counters from 0 until one's PBKDF2 key starts
 * with the challenge's prefix; the server picked that counter at random between `min`
 * and `max`, so a check costs its solver `min`–`max` derivations of `cost` iterations
 * (about half a million to one and a half million HMAC-SHA-256 rounds): a second or two
 * on a phone, the same for a script, for every attempt it sends past the ceiling. Making
 * one costs the server a single derivation; checking one, an HMAC (the key's signature).
 */
export const PROOF_OF_WORK = {
  algorithm: "PBKDF2/SHA-256",
  cost: 1_000,
  counter: { min: 500, max: 1_500 },
  /** Time to solve it and send the request: generous for a slow phone. */
  lifetimeSeconds: 5 * 60,
} as const;

/** A solved check is at most this long as base64 (a real one is under 1,000 characters). */
const MAX_HEADER_LENGTH = 2_000;

export interface ProofOfWork {
  /** A new challenge, signed, expiring in PROOF_OF_WORK.lifetimeSeconds. */
  issue(): Promise<AuthChallenge>;
  /**
   * Whether `header` (X-Auth-Challenge) carries a solved challenge of ours that has not
   * expired and was not redeemed before, on any instance; redeems it.
   */
  redeem(header: string | undefined): Promise<boolean>;
}

/** Two HMAC keys derived from the auth secret: no setting of its own, the same on every instance. */
function challengeKeys(authSecret: string) {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync("sha256", authSecret, "campusride", `auth-challenge ${purpose}`, 32)).toString(
      "base64url",
    );
  return { hmacSignatureSecret: derive("signature"), hmacKeySignatureSecret: derive("key-signature") };
}

export function createProofOfWork(db: Database, authSecret: string): ProofOfWork {
  const keys = challengeKeys(authSecret);
  return {
    async issue() {
      const challenge = await createChallenge({
        algorithm: PROOF_OF_WORK.algorithm,
        cost: PROOF_OF_WORK.cost,
        counter: randomInt(PROOF_OF_WORK.counter.min, PROOF_OF_WORK.counter.max + 1),
        deriveKey,
        expiresAt: new Date(Date.now() + PROOF_OF_WORK.lifetimeSeconds * 1000),
        ...keys,
      });
      return challenge as AuthChallenge;
    },

    async redeem(header) {
      const solved = parseHeader(header);
      if (!solved?.challenge.parameters.expiresAt) return false;
      const result = await verifySolution({ ...solved, deriveKey, ...keys });
      if (!result.verified) return false;
      return claimOnce(
        db,
        counterKey("auth-challenge-used", solved.challenge.signature),
        new Date(solved.challenge.parameters.expiresAt * 1000),
      );
    },
  };
}

function parseHeader(header: string | undefined): SolvedAuthChallenge | undefined {
  if (!header || header.length > MAX_HEADER_LENGTH) return undefined;
  try {
    const json: unknown = JSON.parse(Buffer.from(header, "base64").toString("utf8"));
    return solvedAuthChallengeSchema.safeParse(json).data;
  } catch {
    return undefined;
  }
}
