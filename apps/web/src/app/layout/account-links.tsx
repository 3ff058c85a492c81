import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button.tsx";
import { useSession } from "../../features/auth/api/get-session.ts";
import { AccountMenu } from "../../features/auth/components/account-menu.tsx";

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
  if (session) return <AccountMenu layout={layout} name={session.user.name} onNavigate={onNavigate} />;
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
