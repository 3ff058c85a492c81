import clsx from "clsx";
import { NavLink } from "react-router";

export interface NavItem {
  to: string;
  label: string;
}

// bar: a row in the desktop top bar; menu: the mobile menu's big rows; panel: a small drop-down
const LINK_STYLES = {
  bar: "px-3 py-2 text-sm transition-colors",
  menu: "block px-3 py-3 text-base",
  panel: "block px-3 py-2 text-sm",
} as const;

interface NavListProps {
  links: readonly NavItem[];
  variant: keyof typeof LINK_STYLES;
  /** Called when a link is used (a menu closes). */
  onNavigate?: () => void;
}

/** The links of a navigation region; the current page's link is marked (aria-current). */
export function NavList({ links, variant, onNavigate }: NavListProps) {
  return (
    <ul className={variant === "bar" ? "flex items-center gap-1" : "space-y-1"}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === "/"}
            onClick={onNavigate}
            className={({ isActive }) =>
              clsx(
                "rounded-lg font-medium",
                LINK_STYLES[variant],
                isActive
                  ? "bg-brand-50 text-brand-800"
                  : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
              )
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
