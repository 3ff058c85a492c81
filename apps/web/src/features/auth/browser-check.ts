import { BROWSER_CHECK_MESSAGES } from "@campusride/shared/messages";
import { AUTH_CHALLENGE_HEADER } from "@campusride/shared/schemas/auth-challenge";
import { useState } from "react";
import { ApiError } from "../../lib/api-client.ts";
import { getAuthChallenge } from "./api/get-auth-challenge.ts";

/** Where a form's browser check is: none asked for, being solved, solved. */
export type BrowserCheckStatus = "idle" | "checking" | "checked";
export type ReportBrowserCheck = (status: BrowserCheckStatus) => void;

function isCheckAsked(error: unknown): boolean {
  return error instanceof ApiError && error.code === "CHALLENGE_REQUIRED";
}

const checkFailed = () => new ApiError(429, "CHALLENGE_REQUIRED", BROWSER_CHECK_MESSAGES.failed);

/**
 * Sends an account request (sign-in, sign-up, reset, resend). When many attempts came from
 * the student's network, the API asks for a browser check (429 CHALLENGE_REQUIRED): this
 * solves one, with nothing for the student to do, and sends the request again with it,
 * telling `report` how far it is.
 */
export async function withBrowserCheck<T>(
  send: (headers?: Record<string, string>) => Promise<T>,
  report: ReportBrowserCheck = () => {},
): Promise<T> {
  report("idle");
  try {
    return await send();
  } catch (error) {
    if (!isCheckAsked(error)) throw error;
  }
  report("checking");
  let solved: string;
  try {
    const [challenge, { solveBrowserCheck }] = await Promise.all([
      getAuthChallenge(),
      import("./solve-browser-check.ts"),
    ]);
    solved = await solveBrowserCheck(challenge);
  } catch {
    report("idle");
    throw checkFailed();
  }
  report("checked");
  try {
    return await send({ [AUTH_CHALLENGE_HEADER]: solved });
  } catch (error) {
    throw isCheckAsked(error) ? checkFailed() : error;
  }
}

/** A form's browser check: its status to show, and the reporter its requests are sent with. */
export function useBrowserCheck() {
  const [status, setStatus] = useState<BrowserCheckStatus>("idle");
  return { status, report: setStatus };
}
