import { TWO_FACTOR_MESSAGES } from "@campusride/shared/messages";
import { Copy, Download } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";

/** The backup codes right after the enrolment: the only time they are shown. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `CampusRide backup codes\n\n${codes.join("\n")}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "campusride-backup-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="mt-4 space-y-4">
      <h3 className="font-semibold text-slate-900">{TWO_FACTOR_MESSAGES.backupCodesTitle}</h3>
      <p className="text-sm text-slate-700">{TWO_FACTOR_MESSAGES.backupCodesBody}</p>
      <ul
        aria-label={TWO_FACTOR_MESSAGES.backupCodesTitle}
        className="grid grid-cols-1 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-sm text-slate-900 min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          <Copy aria-hidden="true" className="size-4" />
          {TWO_FACTOR_MESSAGES.copyCodes}
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          {TWO_FACTOR_MESSAGES.downloadCodes}
        </Button>
        <span role="status" className="self-center text-sm text-brand-800">
          {copied ? TWO_FACTOR_MESSAGES.copied : ""}
        </span>
      </div>
      <Button onClick={onDone}>{TWO_FACTOR_MESSAGES.done}</Button>
    </div>
  );
}
