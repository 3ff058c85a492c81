/**
 * What a guarded route shows while it finds out who is asking: a screen's height, so the
 * footer stays below the fold and the screen's arrival moves nothing in view.
 */
export function RouteLoading() {
  return (
    <p role="status" className="min-h-[calc(100dvh-4rem)] px-4 py-20 text-center text-slate-600">
      Loading…
    </p>
  );
}
