import { Download } from "lucide-react";
import { useRecentSignIn } from "../../../components/recent-sign-in.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useDownloadAccountData } from "../api/download-account-data.ts";
import { DeleteAccountDialog } from "./delete-account-dialog.tsx";

interface DangerZoneProps {
  /** The account was deleted: the screen signs the browser out with this message. */
  onDeleted: (message: string) => void;
  /** Whether the account has a password to confirm the download with (a stale session needs one). */
  hasPassword?: boolean;
}

/**
 * The profile's last card: download my data (from a browser signed in more than a day ago,
 * after the password, as the phone), delete my account.
 */
export function DangerZone({ onDeleted, hasPassword = true }: DangerZoneProps) {
  const { withRecentSignIn, dialog } = useRecentSignIn(hasPassword);
  const download = useDownloadAccountData(withRecentSignIn);
  return (
    <section
      aria-labelledby="danger-zone-title"
      className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm"
    >
      <h2 id="danger-zone-title" className="text-lg font-semibold text-red-800">
        Danger zone
      </h2>
      <div className="mt-4 divide-y divide-slate-200">
        <div className="flex flex-col gap-3 pb-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-medium text-slate-900">Download my data</h3>
            <p className="mt-1 text-sm text-slate-600">
              A JSON file with your profile, trips, requests, notifications and sign-ins.
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="shrink-0"
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            <Download aria-hidden="true" className="size-4" />
            {download.isPending ? "Preparing…" : "Download my data"}
          </Button>
        </div>
        {download.isError ? (
          <Alert tone="error" className="mb-5">
            {errorMessage(download.error)}
          </Alert>
        ) : null}
        <div className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-medium text-slate-900">Delete account</h3>
            <p className="mt-1 text-sm text-slate-600">
              Cancels your upcoming trips and requests and signs you out everywhere. Your data is deleted
              within 30 days.
            </p>
          </div>
          <DeleteAccountDialog onDeleted={onDeleted} />
        </div>
      </div>
      {dialog}
    </section>
  );
}
