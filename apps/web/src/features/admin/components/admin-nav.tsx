import { ADMIN_MESSAGES_PATH } from "@campusride/shared/paths";
import clsx from "clsx";
import { NavLink } from "react-router";

const ADMIN_LINKS = [
  { to: "/admin/licenses", label: "License Review" },
  { to: "/admin/reports", label: "Reports" },
  { to: ADMIN_MESSAGES_PATH, label: "Messages" },
] as const;

/** The admin pages' own navigation, above each admin screen. */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {ADMIN_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                clsx(
                  "inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium",
                  isActive ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
