import { PageHeader } from "../../components/ui/page-header.tsx";
import { AdminNav } from "../../features/admin/components/admin-nav.tsx";
import { LicenseQueue } from "../../features/admin/components/license-queue.tsx";

/** /admin/licenses: the admins' review of driver licenses (others see the not-found page). */
export default function AdminLicensesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="License Review"
        intro="Driver licenses waiting for review, oldest first. A verified driver can create trips; a rejected one is told your reason and can upload a new license."
      />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <AdminNav />
        <LicenseQueue />
      </div>
    </>
  );
}
