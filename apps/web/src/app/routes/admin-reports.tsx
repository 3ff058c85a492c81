import { AdminPage } from "../../features/admin/components/admin-page.tsx";
import { ReportQueue } from "../../features/admin/components/report-queue.tsx";

/** /admin/reports: the admins' queue of reports about students (others see the not-found page). */
export default function AdminReportsPage() {
  return (
    <AdminPage
      title="Reports"
      intro="Reports students sent about other students or their messages, newest first. Dismiss a report, or deactivate the account it is about."
    >
      <ReportQueue />
    </AdminPage>
  );
}
