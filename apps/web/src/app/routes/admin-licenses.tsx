import { AdminPage } from "../../features/admin/components/admin-page.tsx";
import { LicenseQueue } from "../../features/admin/components/license-queue.tsx";

/** /admin/licenses: the admins' review of driver licenses (others see the not-found page). */
export default function AdminLicensesPage() {
  return (
    <AdminPage
      title="License Review"
      intro="Driver licenses waiting for review, oldest first. A verified driver can create trips; a rejected one is told your reason and can upload a new license."
    >
      <LicenseQueue />
    </AdminPage>
  );
}
