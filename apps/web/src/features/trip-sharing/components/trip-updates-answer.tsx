import { TRIP_SHARING_MESSAGES } from "@campusride/shared/messages";
import { Link2Off, MailCheck } from "lucide-react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { PageTitle } from "../../../components/ui/page-title.tsx";
import { StatusPanel } from "../../../components/ui/status-panel.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useAnswerTripUpdates } from "../api/answer-trip-updates.ts";

const TITLE = "Trip updates from CampusRide";

/**
 * The emergency contact's page, opened from a mail CampusRide sent them: yes, send me the
 * trip links this student shares; or never email me about trips. Nothing is decided by
 * opening it (mail scanners open links): only a button press answers.
 */
export function TripUpdatesAnswer({ token }: { token: string }) {
  const answer = useAnswerTripUpdates(token);
  if (answer.error instanceof ApiError && answer.error.status === 404) {
    return (
      <StatusPanel
        icon={Link2Off}
        title={TRIP_SHARING_MESSAGES.linkNotFound}
        body="Open the link of the latest email CampusRide sent you."
        actions={<ButtonLink to="/">Go to CampusRide</ButtonLink>}
      />
    );
  }
  return (
    <section aria-labelledby="trip-updates-title" className="mx-auto max-w-xl space-y-6 px-4 py-16 sm:px-6">
      <PageTitle title={TITLE} />
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <MailCheck aria-hidden="true" className="size-7" />
      </span>
      <h1 id="trip-updates-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {TITLE}
      </h1>
      <p className="text-slate-700">
        A CampusRide student named your email address as their emergency contact. When they share a trip, you
        get a link to follow it: the route, the departure and expected arrival, and the driver and car.
        CampusRide sends you nothing else.
      </p>
      {answer.isSuccess ? (
        <Alert tone="success">{answer.data.message}</Alert>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button disabled={answer.isPending} onClick={() => answer.mutate("confirm")}>
            Yes, Send Me Trip Links
          </Button>
          <Button variant="outline" disabled={answer.isPending} onClick={() => answer.mutate("stop")}>
            No, Never Email Me About Trips
          </Button>
        </div>
      )}
      {answer.isError ? <Alert tone="error">{errorMessage(answer.error)}</Alert> : null}
    </section>
  );
}
