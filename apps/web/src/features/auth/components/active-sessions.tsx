import { SESSION_MESSAGES } from "@campusride/shared/messages";
import type { ActiveSession } from "@campusride/shared/schemas/sessions";
import { Monitor } from "lucide-react";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { LoadFailed } from "../../../components/ui/list-states.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useActiveSessions, useRevokeOtherSessions, useRevokeSession } from "../api/active-sessions.ts";
import { useRecentSignIn, type WithRecentSignIn } from "../../../components/recent-sign-in.tsx";
import { formatMoment } from "../../../lib/date-time-format.ts";

const TITLE_ID = "active-sessions-title";

/**
 * /profile's 'Active sessions' card: every browser signed in to the account, this one
 * marked; any other can be signed out, or all of them at once after a confirmation. A
 * browser signed in more than a day ago gives the password first (`hasPassword`: whether
 * the account has one to give).
 */
export function ActiveSessions({ hasPassword = true }: { hasPassword?: boolean }) {
  const sessions = useActiveSessions();
  const recentSignIn = useRecentSignIn(hasPassword);
  const revokeOthers = useRevokeOtherSessions(recentSignIn.withRecentSignIn);
  const [outcome, setOutcome] = useState<string | null>(null);
  const others = sessions.data?.sessions.filter((entry) => !entry.current) ?? [];
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={TITLE_ID} className="text-lg font-semibold text-slate-900">
        {SESSION_MESSAGES.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{SESSION_MESSAGES.intro}</p>
      <div className="mt-4 space-y-4">
        {sessions.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {SESSION_MESSAGES.loading}
          </p>
        ) : sessions.isError ? (
          <LoadFailed
            message={`${SESSION_MESSAGES.loadFailed} ${errorMessage(sessions.error)}`}
            onRetry={() => void sessions.refetch()}
          />
        ) : (
          <>
            <ul className="divide-y divide-slate-200" aria-label={SESSION_MESSAGES.title}>
              {sessions.data.sessions.map((entry) => (
                <SessionRow
                  key={entry.id}
                  session={entry}
                  withRecentSignIn={recentSignIn.withRecentSignIn}
                  onSignedOut={setOutcome}
                />
              ))}
            </ul>
            {others.length === 0 ? <p className="text-sm text-slate-600">{SESSION_MESSAGES.empty}</p> : null}
            {outcome ? <Alert tone="success">{outcome}</Alert> : null}
            {others.length > 0 ? (
              <ConfirmDialog
                trigger={{ label: SESSION_MESSAGES.signOutOthers, variant: "outline" }}
                title={SESSION_MESSAGES.confirmTitle}
                confirm={{ label: SESSION_MESSAGES.confirm, variant: "danger" }}
                cancelLabel={SESSION_MESSAGES.cancel}
                busyLabel="Processing..."
                onConfirm={async () => {
                  setOutcome(null);
                  const { revoked } = await revokeOthers.mutateAsync();
                  setOutcome(SESSION_MESSAGES.signedOutOthers(revoked));
                }}
                describeError={(error) => `${SESSION_MESSAGES.revokeFailed} ${errorMessage(error)}`}
              >
                <p className="text-sm text-slate-700">{SESSION_MESSAGES.confirmBody}</p>
              </ConfirmDialog>
            ) : null}
          </>
        )}
      </div>
      {recentSignIn.dialog}
    </section>
  );
}

function SessionRow({
  session,
  withRecentSignIn,
  onSignedOut,
}: {
  session: ActiveSession;
  withRecentSignIn: WithRecentSignIn;
  onSignedOut: (text: string) => void;
}) {
  const revoke = useRevokeSession(withRecentSignIn);
  const detailsId = `session-${session.id}-details`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="flex min-w-0 gap-3">
        <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            {session.userAgent}
            {session.current ? (
              <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">
                {SESSION_MESSAGES.thisDevice}
              </span>
            ) : null}
          </p>
          <p id={detailsId} className="text-sm break-words text-slate-600">
            {SESSION_MESSAGES.signedIn(formatMoment(session.createdAt))},{" "}
            {SESSION_MESSAGES.lastActive(formatMoment(session.lastActiveAt))}
            {session.ipAddress ? ` · ${session.ipAddress}` : ""}
          </p>
          {revoke.isError ? (
            <Alert tone="error" className="mt-2">
              {`${SESSION_MESSAGES.revokeFailed} ${errorMessage(revoke.error)}`}
            </Alert>
          ) : null}
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          aria-label={SESSION_MESSAGES.signOutLabel(session.userAgent)}
          aria-describedby={detailsId}
          onClick={() =>
            revoke.mutate(session.id, { onSuccess: () => onSignedOut(SESSION_MESSAGES.signedOutOne) })
          }
        >
          {SESSION_MESSAGES.signOut}
        </Button>
      )}
    </li>
  );
}
