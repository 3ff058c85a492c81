import { AsyncLocalStorage } from "node:async_hooks";
import type { QueryObserver } from "../../src/db/client.ts";

/*
 * The statements a step sends to the worker's database, heard through the handle's query
 * observer (support/database.ts). Only the step's own are counted: those sent from its
 * async context until it resolves, not those of jobs or of listeners woken by its commit,
 * nor the work it leaves for after its answer. On PostgreSQL a transaction's BEGIN and
 * COMMIT are statements of their own (round trips); PGlite runs its transactions without
 * them.
 */

interface Counting {
  statements: string[];
  isOpen: boolean;
}

const holder = globalThis as unknown as { __campusrideCounting?: AsyncLocalStorage<Counting> };
const counting = (holder.__campusrideCounting ??= new AsyncLocalStorage<Counting>());

/** What the worker's database handle calls with each statement. */
export const observeQuery: QueryObserver = (query) => {
  const current = counting.getStore();
  if (current?.isOpen) current.statements.push(query);
};

/** The statements `run` sent until it resolved. */
export async function statementsOf<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const current: Counting = { statements: [], isOpen: true };
  try {
    // awaited inside: a query or an injected request is lazy, and starts when awaited
    const result = await counting.run(current, async () => await run());
    return { result, statements: current.statements };
  } finally {
    current.isOpen = false;
  }
}
