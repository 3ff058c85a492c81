import { buttonStyles } from "../../../components/ui/button.tsx";
import { DisclosureMenu } from "../../../components/ui/disclosure-menu.tsx";
import { NavList } from "../../../components/ui/nav-list.tsx";
import { paths } from "../../../config/paths.ts";
import { useMe } from "../api/get-me.ts";
import { useSignOut } from "../api/sign-out.ts";
import { RoleSwitch } from "./role-switch.tsx";

interface AccountMenuProps {
  layout: "bar" | "menu";
  name: string;
  onNavigate?: () => void;
}

const ACCOUNT_LINKS = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/profile", label: "My Profile" },
] as const;

/** Admins only: the link exists for nobody else, like the area itself. */
const ADMIN_LINKS = [...ACCOUNT_LINKS, { to: paths.adminLicenses, label: "License Review" }] as const;

/**
 * Signed-in corner of the top bar and the mobile menu: greeting, the active role with
 * its switch (users of type both), and the same account links at every width: Dashboard,
 * My Profile (and License Review for admins), and Sign Out as the secondary action. The bar keeps the links behind the
 * greeting (there is no room beside the page links); the mobile menu lists them.
 */
export function AccountMenu({ layout, name, onNavigate }: AccountMenuProps) {
  const firstName = name.split(" ")[0] || name;
  const greeting = `Hi, ${firstName}`;
  if (layout === "bar") {
    return (
      <div className="flex items-center gap-3">
        <RoleSwitch />
        <DisclosureMenu
          label={
            <>
              {greeting} <span className="sr-only">account menu</span>
            </>
          }
        >
          {(close) => <AccountActions inMenu={false} onNavigate={close} />}
        </DisclosureMenu>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="px-3 text-base font-medium text-slate-800">{greeting}</p>
      <RoleSwitch className="px-3" />
      <AccountActions inMenu onNavigate={onNavigate} />
    </div>
  );
}

function AccountActions({ inMenu, onNavigate }: { inMenu: boolean; onNavigate?: () => void }) {
  const signOut = useSignOut();
  const isAdmin = useMe().data?.isAdmin === true;
  return (
    <div className="space-y-2">
      <nav aria-label="Account">
        <NavList
          links={isAdmin ? ADMIN_LINKS : ACCOUNT_LINKS}
          variant={inMenu ? "menu" : "panel"}
          onNavigate={onNavigate}
        />
      </nav>
      <button
        type="button"
        className={buttonStyles({ variant: "outline", size: inMenu ? "md" : "sm", className: "w-full" })}
        onClick={() => {
          onNavigate?.();
          void signOut();
        }}
      >
        Sign Out
      </button>
    </div>
  );
}
