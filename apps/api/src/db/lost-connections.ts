import { AsyncLocalStorage } from "node:async_hooks";
import { isDatabaseUnreachable } from "./connection-errors.ts";

/** What one request saw of the database: whether a query of its failed for want of a connection. */
export interface DatabaseUse {
  lostConnection: boolean;
}

const currentUse = new AsyncLocalStorage<DatabaseUse>();

/** Runs `work` so that the database calls it starts report lost connections to `use`. */
export function trackDatabaseUse<T>(use: DatabaseUse, work: () => T): T {
  return currentUse.run(use, work);
}

type Method = (this: unknown, ...args: unknown[]) => unknown;
type OnRejection = (error: unknown) => void;

/**
 * Wraps `target[method]` so that, when a call returns a promise, the handler `watch` gives
 * at the time of the call (or none) hears of its rejection. Callback-style calls (pg's own,
 * inside the pool) pass through untouched.
 */
export function watchRejections(
  target: object,
  method: "query" | "connect",
  watch: () => OnRejection | undefined,
): void {
  const holder = target as Record<typeof method, Method>;
  const original = holder[method];
  holder[method] = function (...args) {
    const onRejection = watch();
    const result = original.apply(this, args);
    if (onRejection && result instanceof Promise) result.catch(onRejection);
    return result;
  };
}

/**
 * Wraps a pg pool's or client's `query` or `connect` so that a returned promise failing
 * for want of a connection marks the calling request's DatabaseUse. Libraries (better-auth)
 * may turn such a failure into their own 4xx or 500; the mark lets the request still be
 * answered 503.
 */
export function reportLostConnections(target: object, method: "query" | "connect"): void {
  watchRejections(target, method, () => {
    const use = currentUse.getStore();
    if (!use) return undefined;
    return (error) => {
      if (isDatabaseUnreachable(error)) use.lostConnection = true;
    };
  });
}
