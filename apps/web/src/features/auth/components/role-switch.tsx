import type { ActiveRole } from "@campusride/shared/schemas/profile";
import clsx from "clsx";
import { useLocation, useNavigate } from "react-router";
import { useMe } from "../api/get-me.ts";
import { useSetActiveRole } from "../api/set-active-role.ts";

const ROLES: ReadonlyArray<{ role: ActiveRole; label: string }> = [
  { role: "rider", label: "Rider" },
  { role: "driver", label: "Driver" },
];

// /rider, /driver, /dashboard/rider, /dashboard/driver and what lies below them
const ROLE_AREA = /^\/(?:dashboard\/)?(?:rider|driver)(?:\/|$)/;

/**
 * The active role of a user of type both, shown in the top bar with a switch (nothing for
 * a rider or a driver). Inside a role area the switch opens the other area, whose guard
 * switches the role (the area's own guard would otherwise switch it straight back);
 * anywhere else it switches in place.
 */
export function RoleSwitch({ className }: { className?: string }) {
  const me = useMe();
  const setActiveRole = useSetActiveRole();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (me.data?.profile.userType !== "both") return null;
  const activeRole = me.data.activeRole;

  function switchTo(role: ActiveRole) {
    if (role === activeRole || setActiveRole.isPending) return;
    if (ROLE_AREA.test(pathname)) void navigate(`/${role}`);
    else setActiveRole.mutate(role);
  }

  return (
    <div role="group" aria-label="Acting as" className={clsx("flex items-center gap-2", className)}>
      {/* the group's name for assistive technology; on screen where the bar has room */}
      <span aria-hidden="true" className="text-sm text-slate-600 lg:max-xl:hidden">
        Acting as
      </span>
      <div className="inline-flex rounded-lg bg-slate-100 p-0.5">
        {ROLES.map(({ role, label }) => (
          <button
            key={role}
            type="button"
            aria-pressed={role === activeRole}
            disabled={setActiveRole.isPending}
            onClick={() => switchTo(role)}
            className={clsx(
              "rounded-md px-2.5 py-1 text-sm font-semibold transition-colors disabled:cursor-wait",
              role === activeRole
                ? "bg-white text-brand-800 shadow-sm"
                : "text-slate-600 hover:text-slate-900",
            )}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
