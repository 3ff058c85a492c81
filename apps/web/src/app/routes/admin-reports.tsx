import { PageHeader } from "../../components/ui/page-header.tsx";
import { AdminNav } from "../../features/admin/components/admin-nav.tsx";
import { ReportQueue } from "../../features/admin/components/report-queue.tsx";

/** /admin/reports: the admins' queue of reports about students (others see the not-found page). */
export default function AdminReportsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Reports"
        intro="Reports students sent about other students or their messages, newest first. Dismiss a report, or deactivate the account it is about."
      />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <AdminNav />
        <ReportQueue />
      </div>
    </>
  );
}
