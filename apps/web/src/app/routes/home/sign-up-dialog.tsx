import { Car, ChevronRight, Search } from "lucide-react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../../../components/ui/dialog.tsx";

const CHOICES = [
  {
    label: "Join as a Rider",
    text: "Find seats to your hometown, split the gas money.",
    icon: Search,
  },
  {
    label: "Join as a Driver",
    text: "Post your trip, fill empty seats, cover your costs.",
    icon: Car,
  },
] as const;

/** 'Sign Up Now': pick how you will use CampusRide, then continue to the sign-up wizard. */
export function SignUpDialog() {
  return (
    <Dialog>
      <DialogTrigger className={buttonStyles({ size: "lg" })}>Sign Up Now</DialogTrigger>
      <DialogContent title="Sign Up As" description="You can add the other role later from your profile.">
        <ul className="space-y-3">
          {CHOICES.map((choice) => (
            <li key={choice.label}>
              <Link
                to="/signup"
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
