import { CalendarX } from "lucide-react";
import type { ReactNode } from "react";
import { Alert } from "./alert.tsx";
import { Button } from "./button.tsx";

/** A list that could not be read: the reason, and 'Try Again'. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert tone="error">
      <p>{message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try Again
      </Button>
    </Alert>
  );
}

/** An empty list: what is missing, and what to do about it (e.g. create a trip, find a ride). */
export function EmptyList({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <CalendarX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <p className="mt-3 text-lg font-semibold text-slate-800">{message}</p>
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
