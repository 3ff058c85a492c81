import { usePublicProfile } from "../api/get-public-profile.ts";
import { ProfileTrust } from "./profile-trust.tsx";

const SECTION_CLASSES = "rounded-xl border border-slate-200 p-4";

/**
 * A ride's driver as others rated them, and their 'cancelled late' mark. While it loads, a
 * section of the same size with a one-line placeholder, so its arrival moves nothing under it;
 * nothing if it could not be read.
 */
export function DriverTrust({ driverId }: { driverId: string }) {
  const profile = usePublicProfile(driverId);
  if (profile.isPending) {
    return (
      <div aria-hidden="true" className={SECTION_CLASSES}>
        <div className="h-5 w-40 animate-pulse rounded bg-slate-100" />
      </div>
    );
  }
  if (!profile.data) return null;
  return (
    <section aria-label="What riders say of the driver" className={SECTION_CLASSES}>
      <ProfileTrust profile={profile.data} />
    </section>
  );
}
