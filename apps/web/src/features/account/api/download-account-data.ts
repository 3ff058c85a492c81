import { isApiErrorBody } from "@campusride/shared/errors";
import { FRIENDLY_MESSAGES } from "@campusride/shared/friendly-messages";
import { useMutation } from "@tanstack/react-query";
import type { WithRecentSignIn } from "../../../components/recent-sign-in.tsx";
import { ApiError } from "../../../lib/api-client.ts";

const FALLBACK_NAME = "campusride-data.json";

/** The server's file name from Content-Disposition (it chooses a safe one). */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? FALLBACK_NAME;
}

/**
 * POST /api/me/export, saved as a file. Fetched rather than linked, so that a refusal (too
 * many downloads, a session that must confirm the password) is shown on the page instead of
 * being saved as the file; posted, so that the password, when asked for, is in the body.
 */
export async function downloadAccountData(currentPassword?: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch("/api/me/export", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(currentPassword === undefined ? {} : { currentPassword }),
    });
  } catch {
    throw new ApiError(0, "NETWORK", FRIENDLY_MESSAGES.network);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (isApiErrorBody(body)) throw new ApiError(response.status, body.error.code, body.error.message);
    throw new ApiError(response.status, "INTERNAL", FRIENDLY_MESSAGES.default);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileNameOf(response);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // the click has handed the file to the browser's download
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** The download, asking a browser signed in more than a day ago for the password first. */
export function useDownloadAccountData(withRecentSignIn: WithRecentSignIn) {
  return useMutation({ mutationFn: () => withRecentSignIn(downloadAccountData) });
}
