/** What a guarded route shows while it finds out who is asking. */
export function RouteLoading() {
  return (
    <p role="status" className="px-4 py-20 text-center text-slate-600">
      Loading…
    </p>
  );
}
