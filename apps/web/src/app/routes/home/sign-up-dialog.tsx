import { Car, ChevronRight, Search } from "lucide-react";
import { Link } from "react-router";
import { signUpPath } from "../../../config/paths.ts";
import { buttonStyles } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../../../components/ui/dialog.tsx";

// The wizard preselects the role from ?role=. Each text says only what the role does.
const CHOICES = [
  {
    label: "Join as a Rider",
    text: "Request seats on students' trips between cities.",
    icon: Search,
    to: signUpPath({ role: "rider" }),
  },
  {
    label: "Join as a Driver",
    text: "Add your car and license, then offer the empty seats on your trips.",
    icon: Car,
    to: signUpPath({ role: "driver" }),
  },
] as const;

/**
 * 'Sign Up Now': pick how you will use CampusRide, then continue to the sign-up wizard.
 * A rider can add driving later from the profile (car, then license); the way back, from
 * driver to rider, does not exist, so the dialog does not promise it.
 */
export function SignUpDialog() {
  return (
    <Dialog>
      <DialogTrigger className={buttonStyles({ size: "lg" })}>Sign Up Now</DialogTrigger>
      <DialogContent
        title="Sign Up As"
        description="Riders can become drivers later by adding a car and a driver license on their profile."
      >
        <ul className="space-y-3">
          {CHOICES.map((choice) => (
            <li key={choice.label}>
              <Link
                to={choice.to}
                className="group flex items-center gap-4 rounded-xl border border-slate-200 p-4 transition-colors hover:border-brand-600 hover:bg-brand-50"
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-white">
                  <choice.icon aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{choice.label}</span>
                  <span className="block text-sm text-slate-600">{choice.text}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 text-slate-500" />
              </Link>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
