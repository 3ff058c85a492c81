/** A parsed form value: Stripe's bracket keys (`a[b][0][c]=v`) become nested objects and arrays. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = { [key: string]: FormValue };

/**
 * Parses an `application/x-www-form-urlencoded` body the way Stripe's API reads it:
 * `line_items[0][price_data][unit_amount]=500` is `{ line_items: [{ price_data: { unit_amount: "500" } }] }`,
 * `expand[]=a&expand[]=b` is `{ expand: ["a", "b"] }`. Values stay strings, as on the wire.
 */
export function parseStripeForm(body: string): FormParams {
  const root: FormParams = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const path = [
      match[1] as string,
      ...[...(match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? ""),
    ];
    assign(root, path, value);
  }
  return root;
}

function assign(container: FormParams | FormValue[], path: string[], value: string): void {
  const [head, ...rest] = path as [string, ...string[]];
  const key = Array.isArray(container) && head === "" ? container.length : head;
  const slot = container as Record<string | number, FormValue>;
  if (rest.length === 0) {
    slot[key] = value;
    return;
  }
  const nextIsIndex = rest[0] === "" || /^\d+$/.test(rest[0] as string);
  if (slot[key] === undefined || typeof slot[key] === "string") slot[key] = nextIsIndex ? [] : {};
  assign(slot[key] as FormParams | FormValue[], rest, value);
}

/** A canonical form of the parameters, so the same request sent twice compares equal. */
export function canonicalParams(params: FormParams): string {
  const sort = (value: FormValue): unknown =>
    typeof value === "string"
      ? value
      : Array.isArray(value)
        ? value.map(sort)
        : Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sort(value[key] as FormValue)]),
          );
  return JSON.stringify(sort(params));
}
