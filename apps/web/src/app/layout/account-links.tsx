import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button.tsx";

interface AccountLinksProps {
  layout: "bar" | "menu";
  onNavigate?: () => void;
}

/**
 * The account corner of the top bar (desktop bar and mobile menu). Signed out: Sign In
 * and Sign Up. A signed-in branch (greeting, Sign Out, Dashboard in the menu) belongs here.
 */
export function AccountLinks({ layout, onNavigate }: AccountLinksProps) {
  const inMenu = layout === "menu";
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
