import institutions from "./institutions.json" with { type: "json" };

const byDomain: Readonly<Record<string, string>> = institutions;

/**
 * The institution behind a .edu email address, from swot's list (generated at build time
 * by scripts/generate-institutions.mjs). Subdomains resolve to their parent: cs.ufl.edu
 * → University of Florida. Undefined when unknown.
 */
export function institutionForEmail(email: string): string | undefined {
  const domain = email.trim().toLowerCase().split("@")[1];
  if (!domain) return undefined;
  const labels = domain.split(".");
  for (let start = 0; start <= labels.length - 2; start += 1) {
    const name = byDomain[labels.slice(start).join(".")];
    if (name) return name;
  }
  return undefined;
}
