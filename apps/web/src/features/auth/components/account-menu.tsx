import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button.tsx";
import { useSignOut } from "../api/sign-out.ts";

interface AccountMenuProps {
  layout: "bar" | "menu";
  name: string;
  onNavigate?: () => void;
}

/** Signed-in corner of the top bar: greeting and Sign Out; the mobile menu adds Dashboard. */
export function AccountMenu({ layout, name, onNavigate }: AccountMenuProps) {
  const signOut = useSignOut();
  const inMenu = layout === "menu";
  const firstName = name.split(" ")[0] || name;
  return (
    <div className={inMenu ? "space-y-3" : "flex items-center gap-2"}>
      <p
        className={
          inMenu ? "px-3 text-base font-medium text-slate-800" : "text-sm font-medium text-slate-700"
        }
      >
        Hi, {firstName}
      </p>
      <div className={inMenu ? "grid grid-cols-2 gap-3" : "flex items-center gap-2"}>
        {inMenu ? (
          <Link to="/dashboard" onClick={onNavigate} className={buttonStyles({ variant: "outline" })}>
            Dashboard
          </Link>
        ) : (
          <Link to="/profile" className={buttonStyles({ variant: "ghost", size: "sm" })}>
            My Profile
          </Link>
        )}
        <button
          type="button"
          className={buttonStyles({ variant: inMenu ? "primary" : "outline", size: inMenu ? "md" : "sm" })}
          onClick={() => {
            onNavigate?.();
            void signOut();
          }}
        >
          Sign Out
        </button>
      </div>
    </div>
  );
}
