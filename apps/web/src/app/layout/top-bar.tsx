import { Menu, X } from "lucide-react";
import { useCallback, useState } from "react";
import { useLocation } from "react-router";
import { NavList } from "../../components/ui/nav-list.tsx";
import { useEscapeKey } from "../../lib/use-escape-key.ts";
import { AccountLinks } from "./account-links.tsx";
import { Logo } from "./logo.tsx";
import { NAV_LINKS } from "./nav-links.ts";
import { NotificationSlot } from "./notification-slot.tsx";

const MENU_ID = "mobile-menu";

/** The fixed top bar: brand, public pages, the account corner, and a menu on small screens. */
export function TopBar() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);

  // Navigating anywhere closes the menu (adjusting state during render, not in an effect).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEscapeKey(
    isMenuOpen,
    useCallback(() => {
      setMenuOpen(false);
      document.getElementById(`${MENU_ID}-button`)?.focus();
    }, []),
  );

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label="Main" className="hidden lg:block">
          <NavList links={NAV_LINKS} variant="bar" />
        </nav>

        <div className="flex items-center gap-1 lg:gap-2">
          <div className="hidden lg:block">
            <AccountLinks layout="bar" />
          </div>

          <NotificationSlot />

          <button
            id={`${MENU_ID}-button`}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">{isMenuOpen ? "Close menu" : "Open menu"}</span>
          </button>
        </div>
      </div>

      <div
        id={MENU_ID}
        hidden={!isMenuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-3 pb-5 shadow-lg sm:px-6 lg:hidden"
      >
        <nav aria-label="Main menu">
          <NavList links={NAV_LINKS} variant="menu" onNavigate={closeMenu} />
        </nav>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <AccountLinks layout="menu" onNavigate={closeMenu} />
        </div>
      </div>
    </header>
  );
}
