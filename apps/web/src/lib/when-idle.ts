/**
 * Runs `task` once the browser is idle after drawing the page: code a screen will want soon
 * (a form's schema, the next step's libraries) loads without competing with the first paint.
 * Returns a cancel function for an effect's clean-up.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 500);
  return () => window.clearTimeout(id);
}
