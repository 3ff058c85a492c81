import { useParams } from "react-router";
import { PAGE_MESSAGES } from "@campusride/shared/friendly-messages";
import { LoadProblem } from "../../components/ui/list-states.tsx";
import { paths } from "../../config/paths.ts";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useMe } from "../../features/auth/api/get-me.ts";
import { ReportBlockMenu } from "../../features/safety/components/report-block-menu.tsx";
import { usePublicProfile } from "../../features/profiles/api/get-public-profile.ts";
import { PublicProfileCard } from "../../features/profiles/components/public-profile-card.tsx";
import { ProfileReviews } from "../../features/reviews/components/profile-reviews.tsx";

/** /users/:id — another student's public profile with their rating and recent reviews (signed in). */
export default function PublicProfilePage() {
  const { id = "" } = useParams();
  const profile = usePublicProfile(id);
  const me = useMe();
  return (
    <>
      <PageHeader title="Student profile" />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
        {profile.isPending ? (
          <p role="status" className="text-slate-600">
            Loading profile…
          </p>
        ) : profile.isError ? (
          <LoadProblem
            error={profile.error}
            notFound={{
              message: errorMessage(profile.error),
              back: { to: paths.dashboard, label: PAGE_MESSAGES.backToDashboard },
            }}
            failed={{ message: errorMessage(profile.error), onRetry: () => void profile.refetch() }}
          />
        ) : (
          <>
            <PublicProfileCard
              profile={profile.data}
              actions={
                me.data && me.data.profile.id !== profile.data.id ? (
                  <ReportBlockMenu userId={profile.data.id} firstName={profile.data.firstName} />
                ) : null
              }
            />
            <ProfileReviews userId={id} />
          </>
        )}
      </div>
    </>
  );
}
