import { CONNECTION_MESSAGES } from "@campusride/shared/friendly-messages";
import type { FetchStatus } from "@tanstack/react-query";
import { CalendarX, WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { ApiError } from "../../lib/api-client.ts";
import { useIsOnline } from "../../lib/use-is-online.ts";
import { Alert } from "./alert.tsx";
import { Button, ButtonLink } from "./button.tsx";

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

/** Where a page whose subject does not exist sends the reader back to. */
export interface WayBack {
  to: string;
  label: string;
}

interface LoadProblemProps {
  error: unknown;
  /** What was not found (the API's 404): trying again cannot help, so it offers the way back. */
  notFound: { message: string; back: WayBack };
  /** What failed to load (network, server): 'Try Again'. */
  failed: { message: string; onRetry: () => void };
}

/**
 * Why a page's subject (a trip, a profile, a message) is not shown: not found (404), with
 * a way back; or failed to load, with 'Try Again'.
 */
export function LoadProblem({ error, notFound, failed }: LoadProblemProps) {
  if (isNotFound(error)) {
    return (
      <Alert tone="error">
        <p>{notFound.message}</p>
        <ButtonLink to={notFound.back.to} variant="outline" size="sm" className="mt-3">
          {notFound.back.label}
        </ButtonLink>
      </Alert>
    );
  }
  return <LoadFailed message={failed.message} onRetry={failed.onRetry} />;
}

/** Whether the API answered that the thing asked for does not exist (or is not the caller's to see). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * An empty list: what is missing in a few words, optionally a sentence on how it fills up
 * (`detail`, in plain text), and what to do about it (e.g. create a trip, find a ride).
 */
export function EmptyList({
  message,
  detail,
  action,
}: {
  message: string;
  detail?: string;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <CalendarX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <p className="mt-3 text-lg font-semibold text-slate-800">{message}</p>
      {detail ? <p className="mx-auto mt-2 max-w-md text-slate-600">{detail}</p> : null}
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
