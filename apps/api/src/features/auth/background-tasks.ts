/**
 * Work better-auth hands off instead of awaiting in the request (its
 * advanced.backgroundTasks): the account mails. An answer then takes the same time
 * whether or not a mail was sent, so its timing tells nobody whether an address has an
 * account, and a slow mail server holds no request. Pending tasks are kept so the app
 * can finish them before it closes (and tests can wait for the outbox).
 */
export interface BackgroundTasks {
  run(task: Promise<unknown>): void;
  /** Resolves once every task started so far (and any they started) has finished. */
  settled(): Promise<void>;
}

export function createBackgroundTasks(): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task) {
      // better-auth logs a task's failure itself; here it only has to leave the set
      const tracked: Promise<unknown> = task.catch(() => {}).finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
