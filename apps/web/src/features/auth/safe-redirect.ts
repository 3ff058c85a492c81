/**
 * A `redirect` (query or navigation state) the app may follow after sign-in: only a path
 * of this site ("/driver"), never another origin.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/")) return null;
  // browsers read "//host" and "/\host" as another origin
  return value.startsWith("//") || value.startsWith("/\\") ? null : value;
}
