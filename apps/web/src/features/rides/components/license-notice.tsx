import type { PrivateProfile } from "@campusride/shared/schemas/profile";
import { IdCard } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { licenseProblem } from "../driver-readiness.ts";
import { TRIP_TEXT } from "../trip-text.ts";

/**
 * Shown instead of the create form while the driver license is missing, under review or
 * not accepted: why, and the way to fix it on the profile.
 */
export function LicenseNotice({ profile }: { profile: PrivateProfile }) {
  const problem = licenseProblem(profile);
  if (!problem) return null;
  return (
    <section
      aria-labelledby="license-notice-title"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-950"
    >
      <h2 id="license-notice-title" className="flex items-center gap-3 text-lg font-semibold">
        <IdCard aria-hidden="true" className="size-6 shrink-0" />
        {TRIP_TEXT.licenseTitle}
      </h2>
      <p className="mt-3">{problem}</p>
      {profile.licenseStatus === "rejected" && profile.licenseRejectionReason ? (
        <p className="mt-2">
          <span className="font-semibold">Reason: </span>
          {profile.licenseRejectionReason}
        </p>
      ) : null}
      <ButtonLink to="/profile" className="mt-5">
        {TRIP_TEXT.licenseFix}
      </ButtonLink>
    </section>
  );
}
