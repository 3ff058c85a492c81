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

/**
 * Wraps a pg pool's or client's `query` or `connect` so that a returned promise failing
 * for want of a connection marks the calling request's DatabaseUse. Libraries (better-auth)
 * may turn such a failure into their own 4xx or 500; the mark lets the request still be
 * answered 503. Callback-style calls (pg's own, inside the pool) pass through untouched.
 */
export function reportLostConnections(target: object, method: "query" | "connect"): void {
  const holder = target as Record<typeof method, Method>;
  const original = holder[method];
  holder[method] = function (...args) {
    const use = currentUse.getStore();
    const result = original.apply(this, args);
    if (use && result instanceof Promise) {
      result.catch((error: unknown) => {
        if (isDatabaseUnreachable(error)) use.lostConnection = true;
      });
    }
    return result;
  };
}
