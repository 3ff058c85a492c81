import { SAFETY_MESSAGES } from "@campusride/shared/messages";
import { LoadFailed } from "../../../components/ui/list-states.tsx";
import { useBlocks } from "../api/get-blocks.ts";
import { BlockDialog } from "./block-dialog.tsx";
import { useOutcome } from "../../../components/ui/outcome-message.tsx";

const TITLE_ID = "blocked-users-title";

/** /profile's 'Blocked users': whom the student has blocked, each with 'Unblock'. */
export function BlockedUsersCard() {
  const blocks = useBlocks();
  const { message, setOutcome } = useOutcome();
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={TITLE_ID} className="text-lg font-semibold text-slate-900">
        Blocked users
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        You and the students you block don&apos;t see each other&apos;s upcoming trips, and neither can
        request the other&apos;s trips or message the other.
      </p>
      <div className="mt-4 space-y-3">
        {message}
        {blocks.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading blocked users…
          </p>
        ) : blocks.isError ? (
          <LoadFailed message={SAFETY_MESSAGES.blocksLoadFailed} onRetry={() => void blocks.refetch()} />
        ) : blocks.data.length === 0 ? (
          <p className="text-sm text-slate-600">{SAFETY_MESSAGES.noBlocks}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {blocks.data.map(({ user }) => (
              <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span className="font-medium break-words text-slate-900">
                  {`${user.firstName} ${user.lastName}`.trim()}
                </span>
                <BlockDialog
                  userId={user.id}
                  firstName={user.firstName}
                  isBlocked
                  onDone={(text) => setOutcome({ tone: "success", message: text })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
