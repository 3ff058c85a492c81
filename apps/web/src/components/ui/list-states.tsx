import { CONNECTION_MESSAGES } from "@campusride/shared/friendly-messages";
import type { FetchStatus } from "@tanstack/react-query";
import { CalendarX, WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { useIsOnline } from "../../lib/use-is-online.ts";
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

/** What a list's query tells about its data (a React Query result has all of it). */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  fetchStatus: FetchStatus;
}

/**
 * A list still without data: `loading` while it is read, or, offline (the read waits for
 * the connection), that it could not be loaded and will load when the connection returns;
 * never an empty list it does not know to be empty.
 */
export function NotLoadedYet({ query, loading }: { query: ListQuery; loading: ReactNode }) {
  if (query.fetchStatus !== "paused") return loading;
  return <ConnectionNote>{CONNECTION_MESSAGES.notLoaded}</ConnectionNote>;
}

/**
 * Above a list shown from what was loaded before, while it cannot be read again (offline,
 * or the last read failed): that it may have changed. Nothing otherwise.
 */
export function KeptDataNote({ query }: { query: ListQuery }) {
  const isOnline = useIsOnline();
  if (isOnline && !query.isError) return null;
  return (
    <ConnectionNote>
      {isOnline ? CONNECTION_MESSAGES.keptAfterError : CONNECTION_MESSAGES.keptOffline}
    </ConnectionNote>
  );
}

function ConnectionNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {children}
    </p>
  );
}
