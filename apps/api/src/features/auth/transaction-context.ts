import { AsyncLocalStorage } from "node:async_hooks";
import type { Database } from "../../db/client.ts";

/*
 * Why: a new account and its profile must be written in one transaction, or a failed
 * profile insert would leave an account that cannot use the app. better-auth opens that
 * transaction itself (through the drizzle adapter's db.transaction) and hands its hooks
 * no handle to it. Wrapping the database so that every transaction it opens is recorded
 * in async context lets the sign-up hook find the open transaction and write in it.
 */
const currentTransaction = new AsyncLocalStorage<Database>();

/** The database better-auth is given: the same, but its transactions are recorded. */
export function withTransactionContext(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === "transaction") {
        return (run: (tx: Database) => Promise<unknown>, ...rest: unknown[]) =>
          (target.transaction as (...args: unknown[]) => Promise<unknown>)(
            (tx: Database) => currentTransaction.run(tx, () => run(tx)),
            ...rest,
          );
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

/** The transaction better-auth has open around the current hook, else the database itself. */
export function transactionOr(db: Database): Database {
  return currentTransaction.getStore() ?? db;
}
