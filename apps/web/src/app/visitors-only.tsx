import { useState } from "react";
import { Navigate, Outlet, useSearchParams } from "react-router";
import { useSession } from "../features/auth/api/use-session.ts";
import { paths, sameSitePath } from "../config/paths.ts";
import { RouteLoading } from "./route-loading.tsx";

// Its own module, apart from the other guards: /signin and /signup load only what they use.

/**
 * /signin and /signup are for visitors: a signed-in user goes on to the page named by
 * `redirect`, else the dashboard. Decided once, on arrival: the sign-in form's own success
 * changes the session while the form is still on screen, and the form's navigation wins.
 */
export function VisitorsOnly() {
  const { session, isPending } = useSession();
  const [searchParams] = useSearchParams();
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(null);
  // state derived once from the first settled session (React's "adjust state while rendering")
  if (arrivedSignedIn === null && !isPending) setArrivedSignedIn(Boolean(session));
  if (arrivedSignedIn === null) return <RouteLoading />;
  if (arrivedSignedIn) {
    return <Navigate to={sameSitePath(searchParams.get("redirect")) ?? paths.dashboard} replace />;
  }
  return <Outlet />;
}
