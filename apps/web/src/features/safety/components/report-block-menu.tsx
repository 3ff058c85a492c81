import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { useBlocks } from "../api/get-blocks.ts";
import { BlockDialog } from "./block-dialog.tsx";
import { ReportDialog, type ReportTarget } from "./report-dialog.tsx";

/**
 * 'Report' and 'Block' (or 'Unblock') for another student, wherever they appear: a ride's
 * page, a trip's requests, a message thread (with the message's id), a public profile.
 */
export function ReportBlockMenu({ userId, firstName, messageId }: ReportTarget) {
  const blocks = useBlocks();
  const [done, setDone] = useState<string | null>(null);
  const isBlocked = blocks.data?.some((block) => block.user.id === userId) ?? false;
  return (
    <div className="space-y-2">
      <div role="group" aria-label={`Safety options for ${firstName}`} className="flex flex-wrap gap-2">
        <ReportDialog userId={userId} firstName={firstName} messageId={messageId} />
        {blocks.isSuccess ? (
          <BlockDialog userId={userId} firstName={firstName} isBlocked={isBlocked} onDone={setDone} />
        ) : null}
      </div>
      {done ? <Alert tone="success">{done}</Alert> : null}
    </div>
  );
}
