import { redirect, type LoaderFunctionArgs } from "react-router";
import { sessionQueryOptions } from "../features/auth/api/get-session.ts";
import { safeRedirect } from "../features/auth/safe-redirect.ts";
import { queryClient } from "../lib/query-client.ts";

/**
 * Loader of /signin and /signup, which are for visitors: a signed-in user goes on to the
 * page named by `redirect`, else the dashboard. A loader, not a component guard, so it
 * decides once on arrival and never races the sign-in form, whose success changes the
 * session while the form is still on screen.
 */
export async function redirectSignedIn({ request }: LoaderFunctionArgs) {
  const session = await queryClient.ensureQueryData(sessionQueryOptions).catch(() => null);
  if (!session) return null;
  const target = safeRedirect(new URL(request.url).searchParams.get("redirect"));
  return redirect(target ?? "/dashboard");
}
