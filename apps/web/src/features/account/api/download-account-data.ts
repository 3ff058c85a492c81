import { isApiErrorBody } from "@campusride/shared/errors";
import { FRIENDLY_MESSAGES } from "@campusride/shared/friendly-messages";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client.ts";

const FALLBACK_NAME = "campusride-data.json";

/** The server's file name from Content-Disposition (it chooses a safe one). */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? FALLBACK_NAME;
}

/**
 * GET /api/me/export, saved as a file. Fetched rather than linked, so that a refusal (too
 * many downloads) is shown on the page instead of being saved as the file.
 */
export async function downloadAccountData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch("/api/me/export", { credentials: "same-origin" });
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

export function useDownloadAccountData() {
  return useMutation({ mutationFn: downloadAccountData });
}
