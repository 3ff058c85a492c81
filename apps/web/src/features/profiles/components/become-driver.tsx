import { LICENSE_REVIEW_HOURS } from "@campusride/shared/limits";
import type { PrivateProfile } from "@campusride/shared/schemas/profile";
import clsx from "clsx";
import { Circle, CircleCheck } from "lucide-react";
import { useState, type ReactNode } from "react";

/**
 * 'Become a driver', around the vehicle card on a rider's profile: saving a car makes the
 * account rider and driver, and the card then offers the license upload. The section stays
 * for as long as the screen is open (decided on arrival, so the card inside keeps its
 * state and success message when the account type changes), ticking off each step.
 */
export function BecomeDriver({ profile, children }: { profile: PrivateProfile; children: ReactNode }) {
  const [isForRider] = useState(profile.userType === "rider");
  if (!isForRider) return children;
  const steps = [
    { text: "Add your car in Vehicle Information below.", isDone: Boolean(profile.carMake) },
    { text: "Upload your driver license (JPEG, PNG or PDF).", isDone: profile.hasLicenseFile },
    {
      text: `We verify the license, which takes about ${LICENSE_REVIEW_HOURS} hours.`,
      isDone: profile.driverLicenseVerified,
    },
  ];
  return (
    <section
      aria-labelledby="become-driver-title"
      className="space-y-4 rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:p-6"
    >
      <div>
        <h2 id="become-driver-title" className="text-lg font-semibold text-slate-900">
          Become a driver
        </h2>
        <p className="mt-2 text-slate-700">
          Offer the empty seats on your own trips too. Once your car is saved your account is rider and
          driver, and you switch between the two from the top bar. Driver features stay limited until your
          license is verified.
        </p>
        <ol className="mt-3 space-y-1.5 text-sm">
          {steps.map((step) => (
            <li key={step.text} className="flex items-start gap-2">
              {step.isDone ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
              )}
              <span className={clsx(step.isDone ? "text-slate-600" : "text-slate-900")}>
                {step.text}
                {step.isDone ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          ))}
        </ol>
      </div>
      {children}
    </section>
  );
}
