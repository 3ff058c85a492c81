import { queryClient } from "../../../lib/query-client.ts";
import { meQueryOptions } from "./get-me.ts";
import { sessionQueryOptions } from "./get-session.ts";

/**
 * The session and, when signed in, the profile and active role: loaded with the guards'
 * code, so the first screen behind them is drawn with both, not after a 'Loading…' that
 * the screen then pushes down. Never fails: a failed read is the guards' to show.
 */
export async function prefetchSignedInUser(): Promise<void> {
  const session = await queryClient.ensureQueryData(sessionQueryOptions).catch(() => null);
  if (session) await queryClient.prefetchQuery(meQueryOptions);
}
