import { LoaderCircle, ShieldCheck } from "lucide-react";
import { BROWSER_CHECK_MESSAGES } from "@campusride/shared/messages";
import type { BrowserCheckStatus } from "../browser-check.ts";

/**
 * What the browser check is doing, for everyone: shown under the form's button and read
 * out by screen readers. The live region is always there (empty while no check runs), so
 * that what appears in it is announced.
 */
export function BrowserCheckNotice({ status }: { status: BrowserCheckStatus }) {
  return (
    <div role="status" aria-live="polite">
      {status === "checking" ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-700">
          <LoaderCircle
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 animate-spin text-brand-700 motion-reduce:animate-none"
          />
          {BROWSER_CHECK_MESSAGES.checking}
        </p>
      ) : status === "checked" ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-700">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {BROWSER_CHECK_MESSAGES.checked}
        </p>
      ) : null}
    </div>
  );
}
