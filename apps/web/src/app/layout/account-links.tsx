import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button.tsx";
import { useSession } from "../../features/auth/api/use-session.ts";

// Signed-in only (role switch, account panel, sign-out): loaded when a session exists, so
// the first load of the public pages stays within its budget.
const AccountMenu = lazy(async () => ({
  default: (await import("../../features/auth/components/account-menu.tsx")).AccountMenu,
}));

interface AccountLinksProps {
  layout: "bar" | "menu";
  onNavigate?: () => void;
}

/**
 * The account corner of the top bar (desktop bar and mobile menu). Signed out: Sign In
 * and Sign Up; signed in: the account menu (greeting, role, Dashboard, My Profile, Sign Out).
 */
export function AccountLinks({ layout, onNavigate }: AccountLinksProps) {
  const { session } = useSession();
  const inMenu = layout === "menu";
  if (session) {
    return (
      <Suspense fallback={null}>
        <AccountMenu layout={layout} name={session.user.name} onNavigate={onNavigate} />
      </Suspense>
    );
  }
  return (
    <div className={inMenu ? "grid grid-cols-2 gap-3" : "flex items-center gap-2"}>
      <Link
        to="/signin"
        onClick={onNavigate}
        className={buttonStyles({ variant: inMenu ? "outline" : "ghost", size: inMenu ? "md" : "sm" })}
      >
        Sign In
      </Link>
      <Link to="/signup" onClick={onNavigate} className={buttonStyles({ size: inMenu ? "md" : "sm" })}>
        Sign Up
      </Link>
    </div>
  );
}
