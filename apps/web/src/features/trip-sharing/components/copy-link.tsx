import { TRIP_SHARING_MESSAGES } from "@campusride/shared/messages";
import { Copy } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";

/** The shared link, read-only, with a button that copies it (and says so). */
export function CopyLink({ url }: { url: string }) {
  const inputId = useId();
  const [copied, setCopied] = useState<string | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(TRIP_SHARING_MESSAGES.linkCopied);
    } catch {
      setCopied(TRIP_SHARING_MESSAGES.linkCopyFailed);
    }
  }
  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        Trip link
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800"
        />
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy link
        </Button>
      </div>
      <p role="status" className="mt-1 text-sm text-slate-600">
        {copied}
      </p>
    </div>
  );
}
