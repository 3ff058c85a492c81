import { sameSitePath } from "../config/paths.ts";

/** The navigation state that names the screen to come back to (the search a 'Book seat' came from). */
export function returnState(path: string): { returnTo: string } {
  return { returnTo: path };
}

/** The same-site path a navigation state names to come back to, if any. */
export function returnPathOf(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null || !("returnTo" in state)) return undefined;
  return typeof state.returnTo === "string" ? (sameSitePath(state.returnTo) ?? undefined) : undefined;
}
