import { usePublicProfile } from "../api/get-public-profile.ts";
import { ProfileTrust } from "./profile-trust.tsx";

/** A ride's driver as others rated them, and their 'cancelled late' mark; nothing until it has loaded. */
export function DriverTrust({ driverId }: { driverId: string }) {
  const profile = usePublicProfile(driverId);
  if (!profile.data) return null;
  return (
    <section aria-label="What riders say of the driver" className="rounded-xl border border-slate-200 p-4">
      <ProfileTrust profile={profile.data} />
    </section>
  );
}
