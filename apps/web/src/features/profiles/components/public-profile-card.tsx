import type { PublicProfileView } from "@campusride/shared/schemas/profile";
import { BadgeCheck, Car, GraduationCap } from "lucide-react";
import type { ReactNode } from "react";
import { carText } from "../../../lib/trip-format.ts";
import { ProfileTrust } from "./profile-trust.tsx";

interface PublicProfileCardProps {
  profile: PublicProfileView;
  /**
   * Actions on this student, at the header's right: the place for a Report / Block menu.
   * Nothing when absent.
   */
  actions?: ReactNode;
}

/** Another student as everyone signed in sees them: name, university, car, verified license, rating. */
export function PublicProfileCard({ profile, actions }: PublicProfileCardProps) {
  const car = carText(profile);
  return (
    <section
      aria-labelledby="public-profile-name"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="public-profile-name" className="text-2xl font-bold break-words text-slate-900">
          {`${profile.firstName} ${profile.lastName}`.trim()}
        </h2>
        {actions ? <div className="shrink-0">{actions}</div> : null}
      </div>
      <ProfileTrust profile={profile} />
      <ul className="space-y-1.5 text-slate-700">
        {profile.university ? (
          <li className="flex items-center gap-2">
            <GraduationCap aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            <span className="break-words">
              {profile.university}
              {profile.graduationYear ? `, class of ${profile.graduationYear}` : ""}
            </span>
          </li>
        ) : null}
        {car ? (
          <li className="flex items-center gap-2">
            <Car aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            <span className="break-words">{car}</span>
          </li>
        ) : null}
        {profile.driverLicenseVerified ? (
          <li className="flex items-center gap-2 font-medium text-emerald-800">
            <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
            Verified driver license
          </li>
        ) : null}
      </ul>
    </section>
  );
}
