import { AUTH_CHALLENGE_PATH, type AuthChallenge } from "@campusride/shared/schemas/auth-challenge";
import { api } from "../../../lib/api-client.ts";

/** A new browser check to solve (asked for when many attempts came from the student's network). */
export function getAuthChallenge(): Promise<AuthChallenge> {
  return api.get<AuthChallenge>(AUTH_CHALLENGE_PATH);
}
