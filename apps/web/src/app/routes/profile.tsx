import { Alert } from "../../components/ui/alert.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useDeletionRequirements } from "../../features/account/api/get-deletion-requirements.ts";
import { DangerZone } from "../../features/account/components/danger-zone.tsx";
import { useMe } from "../../features/auth/api/get-me.ts";
import { useSession } from "../../features/auth/api/use-session.ts";
import { useSignOut } from "../../features/auth/api/sign-out.ts";
import { TwoFactorCard } from "../../features/auth/components/two-factor-card.tsx";
import { ActiveSessions } from "../../features/auth/components/active-sessions.tsx";
import { ChangePasswordCard } from "../../features/auth/components/change-password-card.tsx";
import { EmailPreferences } from "../../features/notifications/components/email-preferences.tsx";
import { PushPreferences } from "../../features/notifications/components/push-preferences.tsx";
import { AccountCard } from "../../features/profiles/components/account-card.tsx";
import { EmergencyContactCard } from "../../features/profiles/components/emergency-contact-card.tsx";
import { BecomeDriver } from "../../features/profiles/components/become-driver.tsx";
import { SummaryCards } from "../../features/profiles/components/summary-cards.tsx";
import { OwnRating } from "../../features/profiles/components/own-rating.tsx";
import { VehicleCard } from "../../features/profiles/components/vehicle-card.tsx";
import { ProfileReviews } from "../../features/reviews/components/profile-reviews.tsx";
import { WomenOnlyPreference } from "../../features/profiles/components/women-only-preference.tsx";
import { BlockedUsersCard } from "../../features/safety/components/blocked-users-card.tsx";

export default function ProfilePage() {
  const me = useMe();
  const { refetch: refetchSession } = useSession();
  const signOut = useSignOut();
  // how the account confirms a deletion tells whether it has a password (two-factor and a
  // stale session's sensitive changes need one)
  const requirements = useDeletionRequirements(true);
  const hasPassword = requirements.data?.confirmWith !== "recent-sign-in";
  return (
    <>
      <PageHeader title="My Profile" />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
        {me.isPending ? (
          <p role="status" className="text-slate-600">
            Loading your profile…
          </p>
        ) : me.isError ? (
          <Alert tone="error">{`Failed to load complete profile information: ${errorMessage(me.error)}`}</Alert>
        ) : (
          <>
            <AccountCard
              profile={me.data.profile}
              activeRole={me.data.activeRole}
              hasPassword={hasPassword}
              onSaved={() => void refetchSession()}
            />
            <BecomeDriver profile={me.data.profile}>
              <VehicleCard profile={me.data.profile} />
            </BecomeDriver>
            <SummaryCards profile={me.data.profile} activeRole={me.data.activeRole} />
            <OwnRating userId={me.data.profile.id} />
            <ProfileReviews userId={me.data.profile.id} title="Reviews of you" />
            <WomenOnlyPreference profile={me.data.profile} />
            <BlockedUsersCard />
            <EmergencyContactCard profile={me.data.profile} hasPassword={hasPassword} />
            <EmailPreferences />
            <PushPreferences />
            {/* an account that signs in with Google only has no password to change */}
            {hasPassword ? (
              <ChangePasswordCard
                owner={{
                  name: `${me.data.profile.firstName} ${me.data.profile.lastName}`,
                  email: me.data.profile.email,
                }}
              />
            ) : null}
            <TwoFactorCard hasPassword={hasPassword} />
            <ActiveSessions hasPassword={hasPassword} />
            {/* the server has ended every session: the browser forgets it and goes home */}
            <DangerZone
              hasPassword={hasPassword}
              onDeleted={(message) => void signOut({ message, isSessionEnded: true })}
            />
          </>
        )}
      </div>
    </>
  );
}
