import { usePublicProfile } from "../api/get-public-profile.ts";
import { ProfileTrust } from "./profile-trust.tsx";

/** The signed-in user's own rating as others see it, on My Profile. */
export function OwnRating({ userId }: { userId: string }) {
  const profile = usePublicProfile(userId);
  return (
    <section
      aria-label="Your rating"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 className="mb-3 text-xl font-semibold text-slate-900">Your rating</h2>
      {profile.data ? (
        <ProfileTrust profile={profile.data} />
      ) : profile.isError ? (
        <p className="text-slate-600">Your rating could not be loaded.</p>
      ) : (
        <p role="status" className="text-slate-600">
          Loading your rating…
        </p>
      )}
    </section>
  );
}
