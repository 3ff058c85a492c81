import type { ActiveRole } from "@campusride/shared/schemas/profile";
import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useMe } from "../features/auth/api/get-me.ts";
import { useSetActiveRole } from "../features/auth/api/set-active-role.ts";
import { useSession } from "../features/auth/api/use-session.ts";
import { completionState } from "../features/auth/google-completion.ts";
import { ApiError } from "../lib/api-client.ts";
import NotFoundPage from "./routes/not-found.tsx";
import { RouteLoading as Loading } from "./route-loading.tsx";

/**
 * Login required: a signed-out visitor goes to /signin with a redirect back here. The
 * screens behind it read the API after their first paint: each takes at least the
 * window's height, so the footer starts below the fold and what arrives moves nothing in view.
 */
export function RequireAuth() {
  const { session, isPending } = useSession();
  const location = useLocation();
  const me = useMe(Boolean(session));
  if (isPending) return <Loading />;
  if (!session) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/signin?redirect=${redirect}`} replace />;
  }
  // an account made by Google sign-in has no profile until it completes the sign-up
  if (me.error instanceof ApiError && me.error.code === "NOT_FOUND") {
    return <Navigate to="/signup-complete" replace state={completionState(session.user)} />;
  }
  return (
    <div className="min-h-[calc(100dvh-4rem)]">
      <Outlet />
    </div>
  );
}

/**
 * Role-restricted area (inside RequireAuth). A user of type both switches to the area's
 * role by opening it; anyone else whose active role differs goes to /{activeRole}.
 */
export function RequireRole({ area: role }: { area: ActiveRole }) {
  const me = useMe();
  const switchRole = useSetActiveRole();
  const userType = me.data?.profile.userType;
  const activeRole = me.data?.activeRole;
  const shouldSwitch = userType === "both" && activeRole !== role;
  const { mutate, isPending, isError } = switchRole;

  useEffect(() => {
    if (shouldSwitch && !isPending && !isError) mutate(role);
  }, [shouldSwitch, isPending, isError, mutate, role]);

  if (me.isPending) return <Loading />;
  if (!me.data || !activeRole) return <Navigate to="/dashboard" replace />;
  // (the type check is spelled out: the schemas module, with zod, stays out of the first load)
  const hasRole = userType === role || userType === "both";
  if (!hasRole) return <Navigate to={`/${activeRole}`} replace />;
  if (shouldSwitch) return isError ? <Navigate to={`/${activeRole}`} replace /> : <Loading />;
  return <Outlet />;
}

/**
 * The admin area: for accounts /api/me calls admins. Anyone else, signed out included,
 * sees the site's not-found page, as the API answers 404: the area is not to be found.
 */
export function RequireAdmin() {
  const { session, isPending } = useSession();
  const me = useMe(Boolean(session));
  if (isPending || (session && me.isPending)) return <Loading />;
  if (!session || !me.data?.isAdmin) return <NotFoundPage />;
  return <Outlet />;
}
