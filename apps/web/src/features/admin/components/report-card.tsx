import { REPORT_REASON_LABELS, WOMEN_ONLY_REPORT_REASONS } from "@campusride/shared/domain/safety";
import { NO_SHOW_MESSAGES } from "@campusride/shared/messages";
import { publicProfilePath, requestRidePath } from "@campusride/shared/paths";
import type { AdminReport } from "@campusride/shared/schemas/safety";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import type { Outcome } from "../../../components/ui/outcome-message.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useDecideNoShowDispute } from "../api/decide-no-show-dispute.ts";
import { useDismissReport } from "../api/dismiss-report.ts";
import { useReactivateUser } from "../api/reactivate-user.ts";
import { DeactivateDialog } from "./deactivate-dialog.tsx";
import { WomenOnlyAnswer } from "./women-only-answer.tsx";
import { formatMoment } from "../../../lib/date-time-format.ts";

type Person = AdminReport["reporter"];

function fullName(person: Person): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

function PersonFacts({ label, person }: { label: string; person: Person }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">
        {fullName(person)} <span className="block break-all text-slate-600">{person.email}</span>
      </dd>
    </div>
  );
}

const linkStyle = "text-sm font-semibold text-brand-800 underline underline-offset-2";

/** Where the admin sees more: the reported student's profile (while it is shown to students) and the trip of a reported message. */
function ReportLinks({ report, describedBy }: { report: AdminReport; describedBy: string }) {
  const { reported, rideId } = report;
  const showsProfile = reported.isActive && !reported.isDeleted;
  if (!showsProfile && !rideId) return null;
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2">
      {showsProfile ? (
        <li>
          <Link to={publicProfilePath(reported.id)} aria-describedby={describedBy} className={linkStyle}>
            View {fullName(reported)}&apos;s profile
          </Link>
        </li>
      ) : null}
      {rideId ? (
        <li>
          <Link to={requestRidePath(rideId)} aria-describedby={describedBy} className={linkStyle}>
            View the trip
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

function accountState(reported: AdminReport["reported"]): string {
  if (reported.isDeleted) return "Account deleted";
  return reported.isActive ? "Account active" : "Account deactivated";
}

interface ReportCardProps {
  report: AdminReport;
  onDone: (outcome: Outcome) => void;
}

/** One report: who reported whom, why, the message if any, and the admin's actions. */
export function ReportCard({ report, onDone }: ReportCardProps) {
  const dismiss = useDismissReport();
  const reactivate = useReactivateUser();
  const { reported } = report;
  const name = fullName(reported);
  const headingId = `report-${report.id}`;
  const tell = async (action: Promise<{ message: string }>) =>
    onDone({ tone: "success", message: (await action).message });
  const isWomenOnlyReport = WOMEN_ONLY_REPORT_REASONS.includes(report.reason);
  const decide = useDecideNoShowDispute();
  const isDispute = report.reason === "no_show_dispute" && Boolean(report.bookingId);

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold break-words text-slate-900">
          {REPORT_REASON_LABELS[report.reason]}: {name}
        </h2>
        <p className="text-sm text-slate-600">
          Reported <time dateTime={report.createdAt}>{formatMoment(report.createdAt)}</time> ·{" "}
          {accountState(reported)} ·{" "}
          {report.otherReportsCount === 1 ? "1 other report" : `${report.otherReportsCount} other reports`}{" "}
          about them
          {isWomenOnlyReport ? (
            <span className="block">
              {reported.womenOnlyTrips
                ? "Asks for women-only trips now"
                : "Does not ask for women-only trips now"}
            </span>
          ) : null}
        </p>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <PersonFacts label="Reported user" person={reported} />
        <PersonFacts label="Reported by" person={report.reporter} />
      </dl>
      <ReportLinks report={report} describedBy={headingId} />
      {isDispute ? (
        <p className="text-sm text-slate-700">
          {NO_SHOW_MESSAGES.disputeBooking(report.bookingId!)}
          {report.noShowAt ? (
            <>
              {" "}
              · marked a no-show <time dateTime={report.noShowAt}>{formatMoment(report.noShowAt)}</time>
            </>
          ) : null}
          {report.noShowOverturnedAt ? " · overturned" : null}
        </p>
      ) : null}
      {report.details ? (
        <div className="text-sm">
          <h3 className="font-medium text-slate-600">Details</h3>
          <p className="mt-1 break-words whitespace-pre-line text-slate-900">{report.details}</p>
        </div>
      ) : null}
      {report.messageBody !== null ? (
        <figure className="text-sm">
          <figcaption className="font-medium text-slate-600">Reported message</figcaption>
          <blockquote className="mt-1 rounded-lg bg-slate-50 p-3 break-words whitespace-pre-line text-slate-900">
            {report.messageBody}
          </blockquote>
        </figure>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {isWomenOnlyReport && report.status === "open" && !reported.isDeleted ? (
          <WomenOnlyAnswer
            report={report}
            name={name}
            describedBy={headingId}
            onDone={(message) => onDone({ tone: "success", message })}
          />
        ) : null}
        {isDispute && report.status === "open"
          ? (["upheld", "overturned"] as const).map((outcome) => (
              <ConfirmDialog
                key={outcome}
                trigger={{
                  label:
                    outcome === "upheld" ? NO_SHOW_MESSAGES.upholdDispute : NO_SHOW_MESSAGES.overturnDispute,
                  variant: outcome === "upheld" ? "outline" : "primary",
                  describedBy: headingId,
                }}
                title={
                  outcome === "upheld" ? NO_SHOW_MESSAGES.disputeUpheld : NO_SHOW_MESSAGES.disputeOverturned
                }
                confirm={{
                  label:
                    outcome === "upheld" ? NO_SHOW_MESSAGES.upholdDispute : NO_SHOW_MESSAGES.overturnDispute,
                  variant: "primary",
                }}
                busyLabel="Saving…"
                onConfirm={() => tell(decide.mutateAsync({ reportId: report.id, outcome }))}
                describeError={errorMessage}
              >
                <p className="text-slate-700">{report.reporter.firstName} is told of the decision.</p>
              </ConfirmDialog>
            ))
          : null}
        {report.status === "open" && !isDispute ? (
          <ConfirmDialog
            trigger={{ label: "Dismiss", variant: "outline", describedBy: headingId }}
            title="Dismiss this report?"
            confirm={{ label: "Dismiss", variant: "primary" }}
            busyLabel="Dismissing…"
            onConfirm={() => tell(dismiss.mutateAsync(report.id))}
            describeError={errorMessage}
          >
            <p className="text-slate-700">The report is closed with no action on {name}&apos;s account.</p>
          </ConfirmDialog>
        ) : null}
        {reported.isDeleted ? null : reported.isActive ? (
          <DeactivateDialog userId={reported.id} reportId={report.id} name={name} onDone={onDone} />
        ) : (
          <ConfirmDialog
            trigger={{ label: "Reactivate account", variant: "outline", describedBy: headingId }}
            title={`Reactivate ${name}?`}
            confirm={{ label: "Reactivate", variant: "primary" }}
            busyLabel="Reactivating…"
            onConfirm={() => tell(reactivate.mutateAsync(reported.id))}
            describeError={errorMessage}
          >
            <p className="text-slate-700">
              {name} can sign in again. The trips and requests cancelled at the deactivation stay cancelled.
            </p>
          </ConfirmDialog>
        )}
      </div>
    </article>
  );
}
