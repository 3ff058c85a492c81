import fc from "fast-check";

/*
 * Request inputs for fuzzing, generated from a route's OpenAPI schema (the JSON Schema
 * @fastify/swagger derives from the route's zod schemas): values that fit the schema,
 * then mutated the way a hostile client would (wrong types, out-of-range and
 * unrepresentable numbers, past dates, prototype keys, huge strings, NUL, deep nesting,
 * protected fields it should not be able to set).
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
};

/** JSON text written as is into a body: what JSON.stringify cannot produce (1e309, deep nesting). */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** A body as JSON text; RawJson values are written verbatim, `__proto__` own keys kept. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** An object with these own keys, `__proto__` included (an object literal would set the prototype). */
export function ownKeys(entries: Array<[string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

const ONE_MEGABYTE = "x".repeat(1024 * 1024);

/** Values no field expects, or expects only within limits. */
const NASTY_VALUES: unknown[] = [
  -1,
  0,
  1.5,
  -0.000001,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  new RawJson("1e309"),
  new RawJson("-1e309"),
  new RawJson("1e-400"),
  new RawJson("123456789012345678901234567890"),
  "3",
  "-1",
  "1e309",
  "NaN",
  "Infinity",
  "",
  " ",
  "null",
  "true",
  true,
  false,
  null,
  [],
  {},
  [1, "2", null],
  { nested: { deeper: [1] } },
  "2000-01-01",
  "1999-12-31T23:59:59Z",
  "2020-02-30",
  "0000-00-00",
  "9999-12-31",
  "25:61",
  "2001-01-01T00:00:00.000Z",
  "a\u0000b",
  "\u0000",
  "\uD800",
  "\u202Egnp.exe",
  "💩".repeat(300),
  "a".repeat(20_000),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "'; DROP TABLE rides; --",
  "../../../../etc/passwd",
  "%00",
  "${7*7}{{7*7}}",
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  ownKeys([["__proto__", { isAdmin: true, role: "admin" }]]),
  ownKeys([["constructor", { prototype: { isAdmin: true } }]]),
  new RawJson(`${"[".repeat(2_000)}${"]".repeat(2_000)}`),
  new RawJson(`${'{"a":'.repeat(64)}1${"}".repeat(64)}`),
];

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 120, arbitrary: fc.constantFrom(...NASTY_VALUES) },
  { weight: 30, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 20, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 20, arbitrary: fc.double() },
  // rare: a request this large is slow to parse, and one in a few hundred says enough
  { weight: 1, arbitrary: fc.constant(ONE_MEGABYTE) },
);

/**
 * Fields that decide who owns a row, what it costs or who may do what: a body carrying
 * them must change none of them. `bystanderId` is a user who takes part in nothing, and
 * `MASS_ASSIGNMENT_NUMBER` a number no field can legitimately hold, so finding either in
 * the database afterwards shows a field that was written from the body.
 */
export const MASS_ASSIGNMENT_NUMBER = 987_654_321;

export function protectedFields(bystanderId: string): Array<[string, unknown]> {
  const n = MASS_ASSIGNMENT_NUMBER;
  return [
    ["id", bystanderId],
    ["status", "approved"],
    ["status", "completed"],
    ["rider_id", bystanderId],
    ["riderId", bystanderId],
    ["driverId", bystanderId],
    ["driver_id", bystanderId],
    ["userId", bystanderId],
    ["user_id", bystanderId],
    ["authorId", bystanderId],
    ["reviewerId", bystanderId],
    ["role", "admin"],
    ["isAdmin", true],
    ["admin", true],
    ["emailVerified", false],
    ["email_verified", true],
    ["twoFactorEnabled", true],
    ["driverLicenseVerified", true],
    ["isActive", false],
    ["deletedAt", "2000-01-01T00:00:00.000Z"],
    ["seatsTaken", n],
    ["seats_taken", n],
    ["fee", n],
    ["amount", n],
    ["amountCents", n],
    ["totalPriceCents", n],
    ["priceCents", n],
    ["createdAt", "2000-01-01T00:00:00.000Z"],
  ];
}

/** What a generator knows besides the schema: the seeded rows' ids, for fields naming one. */
export interface ValueContext {
  ownIds: readonly string[];
}

const NO_CONTEXT: ValueContext = { ownIds: [] };

/**
 * Values a field of this name takes in CampusRide, for the rules a JSON Schema cannot carry
 * (zod refinements: a real date, a valid phone, a .edu address): without them almost no
 * generated body would get past validation to the handler.
 */
function fieldHint(name: string, { ownIds }: ValueContext): fc.Arbitrary<unknown> | undefined {
  const year = new Date().getFullYear();
  if (/email/i.test(name)) {
    return fc.stringMatching(/^[a-z]{3,10}$/).map((local) => `${local}@ufl.edu`);
  }
  if (/date$/i.test(name)) return fc.integer({ min: -2, max: 60 }).map(isoDay);
  if (/time$/i.test(name)) {
    return fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
      .map(([hour, minute]) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);
  }
  if (/phone/i.test(name)) return fc.constantFrom("(352) 555-0100", "352-555-0199", "+1 407 555 0123");
  if (/city$/i.test(name)) return fc.constantFrom("Gainesville, FL", "Orlando, FL", "Tampa, FL", "Miami, FL");
  if (/password/i.test(name)) return fc.constantFrom("correct-horse-1", "campus-password-1");
  if (/university/i.test(name)) return fc.constant("University of Florida");
  if (/graduationYear/i.test(name)) return fc.integer({ min: year, max: year + 5 });
  if (/carYear/i.test(name)) return fc.integer({ min: 2005, max: year });
  if (/seats/i.test(name)) return fc.integer({ min: 1, max: 4 });
  if (/(^id|Id)$/.test(name) && ownIds.length > 0) return fc.constantFrom(...ownIds);
  if (/name$/i.test(name)) return fc.constantFrom("Ana", "Lopez", "Jordan Lee");
  if (/^car(Make|Model|Color)$/.test(name)) return fc.constantFrom("Toyota", "Camry", "Silver");
  if (/^(reason|message|notes|details|body|text)$/.test(name)) {
    return fc.constantFrom("Leaving from Reitz Union", "Repeated no-shows on two trips");
  }
  if (/^(lat|originLat|destinationLat)$/.test(name)) return fc.double({ min: 25, max: 31, noNaN: true });
  if (/^(lng|originLng|destinationLng)$/.test(name)) return fc.double({ min: -87, max: -80, noNaN: true });
  return undefined;
}

/** A confirmation field repeats its field, as a form sends it (most of the time). */
function withConfirmations(object: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const confirmed = Object.keys(object).filter((key) => /^confirm[A-Z]/.test(key));
  if (confirmed.length === 0) return fc.constant(object);
  return fc.boolean().map((differ) => {
    if (differ) return object;
    const copy = { ...object };
    for (const key of confirmed) {
      const field = key[7]!.toLowerCase() + key.slice(8);
      if (field in copy) copy[key] = copy[field];
    }
    return copy;
  });
}

/** Values that fit the schema (as far as a generator can tell: "valid-ish"). */
export function valueFor(
  schema: JsonSchema | undefined,
  context: ValueContext = NO_CONTEXT,
  name = "",
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length)
    return fc.oneof(...choices.map((choice) => valueFor(choice, context, name, depth + 1)));
  if (schema.allOf?.length) {
    return valueFor(Object.assign({}, ...schema.allOf) as JsonSchema, context, name, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== "null") : schema.type;
  const plain = plainValue(schema, type, context, depth);
  const hint = type === "object" || type === "array" ? undefined : fieldHint(name, context);
  const value = hint ? fc.oneof({ weight: 4, arbitrary: hint }, { weight: 1, arbitrary: plain }) : plain;
  const nullable = schema.nullable || (Array.isArray(schema.type) && schema.type.includes("null"));
  return nullable ? fc.option(value, { nil: null, freq: 8 }) : value;
}

function plainValue(
  schema: JsonSchema,
  type: string | undefined,
  context: ValueContext,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case "object":
      return objectValue(schema, context, depth);
    case "array": {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 4, minLength + 4);
      return fc.array(valueFor(schema.items, context, "", depth + 1), { minLength, maxLength });
    }
    case "integer":
    case "number":
      return numberValue(schema, type === "integer");
    case "boolean":
      return fc.boolean();
    case "string":
      return stringValue(schema);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function objectValue(schema: JsonSchema, context: ValueContext, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([key, property]) => {
    const value = valueFor(property, context, key, depth + 1);
    return fc.tuple(fc.constant(key), required.has(key) ? value : fc.option(value, { nil: undefined }));
  });
  return fc
    .tuple(...entries)
    .map((pairs) => {
      const object: Record<string, unknown> = {};
      for (const [key, value] of pairs) if (value !== undefined) object[key] = value;
      return object;
    })
    .chain(withConfirmations);
}

function bound(limit: number | boolean | undefined): number | undefined {
  return typeof limit === "number" ? limit : undefined;
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? bound(schema.exclusiveMinimum) ?? -1_000_000;
  const max = schema.maximum ?? bound(schema.exclusiveMaximum) ?? 1_000_000;
  const low = Math.max(min, -1_000_000_000);
  const high = Math.min(max, 1_000_000_000);
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.max(Math.ceil(low), Math.floor(high)) });
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

const DAY_MS = 86_400_000;

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "email":
      return fc.oneof(fc.emailAddress(), fc.constant("student@ufl.edu"));
    case "uuid":
      return fc.uuid({ version: 4 });
    case "date":
      return fc.integer({ min: -30, max: 60 }).map(isoDay);
    case "date-time":
      return fc
        .integer({ min: -30, max: 60 })
        .map((days) => new Date(Date.now() + days * DAY_MS).toISOString());
    case "uri":
    case "url":
      return fc.webUrl();
  }
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern, "u");
      return fc.stringMatching(pattern).filter((text) => text.length <= (schema.maxLength ?? 200));
    } catch {
      // a pattern JavaScript cannot read as a regular expression: any text then
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, minLength + 60);
  return fc.string({ minLength, maxLength });
}

/** The key paths of a value's objects and arrays, to pick one to break. */
function keyPaths(value: unknown, prefix: string[] = [], depth = 0): string[][] {
  if (value === null || typeof value !== "object" || value instanceof RawJson || depth > 3) return [];
  const paths: string[][] = [];
  for (const key of Object.keys(value)) {
    const path = [...prefix, key];
    paths.push(path, ...keyPaths((value as Record<string, unknown>)[key], path, depth + 1));
  }
  return paths;
}

function withValueAt(value: unknown, path: string[], replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  const [key, ...rest] = path as [string, ...string[]];
  if (rest.length === 0 && remove) delete copy[key];
  else copy[key] = withValueAt(copy[key], rest, replacement, remove);
  return copy;
}

/**
 * Bodies for a route: its valid-ish values, and the same with one field broken, one
 * removed, protected fields added, prototype keys added, or a body of the wrong kind.
 */
export function mutatedValue(
  valid: fc.Arbitrary<unknown>,
  bystanderId: string,
  declared: ReadonlySet<string> = new Set(),
): fc.Arbitrary<unknown> {
  // a field the route declares is its input (a report names a userId), not an extra one
  const extras = protectedFields(bystanderId).filter(([key]) => !declared.has(key));
  const breakOne = valid.chain((value) => {
    const paths = keyPaths(value);
    if (paths.length === 0) return nastyValue;
    return fc
      .tuple(fc.constantFrom(...paths), nastyValue)
      .map(([path, nasty]) => withValueAt(value, path, nasty));
  });
  const dropOne = valid.chain((value) => {
    const paths = keyPaths(value);
    if (paths.length === 0) return fc.constant(value);
    return fc.constantFrom(...paths).map((path) => withValueAt(value, path, undefined, true));
  });
  const addProtected = fc
    .tuple(
      valid,
      fc.uniqueArray(fc.constantFrom(...extras), { minLength: 1, maxLength: 6, selector: ([key]) => key }),
    )
    .map(([value, added]) =>
      value !== null && typeof value === "object" && !Array.isArray(value)
        ? { ...value, ...Object.fromEntries(added) }
        : Object.fromEntries(added),
    );
  const prototypeKeys = fc
    .tuple(valid, fc.constantFrom("__proto__", "constructor", "prototype"))
    .map(([value, key]) =>
      ownKeys([
        ...Object.entries(value !== null && typeof value === "object" ? value : {}),
        [key, key === "constructor" ? { prototype: { isAdmin: true } } : { isAdmin: true, role: "admin" }],
      ]),
    );
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 6, arbitrary: breakOne },
    { weight: 2, arbitrary: dropOne },
    { weight: 4, arbitrary: addProtected },
    { weight: 1, arbitrary: prototypeKeys },
    { weight: 1, arbitrary: nastyValue },
  );
}

/** How a body travels: JSON, JSON with bytes that are not UTF-8, or not JSON at all. */
export type Encoding = "json" | "invalid-utf8" | "text" | "form" | "multipart" | "empty-json" | "none";

export const encodingArb: fc.Arbitrary<Encoding> = fc.oneof(
  { weight: 20, arbitrary: fc.constant("json" as const) },
  { weight: 2, arbitrary: fc.constant("invalid-utf8" as const) },
  { weight: 1, arbitrary: fc.constantFrom("text", "form", "multipart", "empty-json", "none") },
);

/** Not UTF-8: a lone continuation byte, a truncated sequence, an overlong slash. */
const INVALID_UTF8 = Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xff, 0xe2, 0x82, 0xc0, 0xaf]);

/** The body and content type a request of this encoding sends. */
export function encodeBody(
  value: unknown,
  encoding: Encoding,
): { payload?: string | Buffer; contentType?: string } {
  const text = jsonText(value);
  switch (encoding) {
    case "json":
      return { payload: text, contentType: "application/json" };
    case "invalid-utf8": {
      const bytes = Buffer.from(text);
      const quote = bytes.indexOf(0x22);
      const at = quote >= 0 ? quote + 1 : Math.floor(bytes.length / 2);
      return {
        payload: Buffer.concat([bytes.subarray(0, at), INVALID_UTF8, bytes.subarray(at)]),
        contentType: "application/json; charset=utf-8",
      };
    }
    case "text":
      return { payload: text, contentType: "text/plain" };
    case "form":
      return {
        payload: `status=approved&role=admin&data=${encodeURIComponent(text)}`,
        contentType: "application/x-www-form-urlencoded",
      };
    case "multipart":
      return {
        payload: `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${text}\r\n`,
        contentType: "multipart/form-data; boundary=x",
      };
    case "empty-json":
      return { payload: "", contentType: "application/json" };
    case "none":
      return {};
  }
}

/** Path parameter values: the seeded rows' own ids most often, then strangers and garbage. */
export function paramValue(ownIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...ownIds) },
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "-1",
        "0",
        "1e309",
        "null",
        "undefined",
        "%00",
        "%ff%fe",
        "..%2f..%2fetc%2fpasswd",
        "a".repeat(999),
        "00000000-0000-0000-0000-000000000000",
        "%F0%9F%92%A9",
        "'%20OR%201=1",
        "__proto__",
        "constructor",
      ),
    },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent) },
  );
}

/** A query string from the route's query parameters (valid-ish, broken, repeated) plus strays. */
export function queryString(
  parameters: ReadonlyArray<{ name: string; schema?: JsonSchema }>,
  context: ValueContext,
): fc.Arbitrary<string> {
  const values = parameters.map(({ name, schema }) =>
    fc.tuple(
      fc.constant(name),
      fc.oneof(
        { weight: 4, arbitrary: valueFor(schema, context, name).map((value) => [scalarText(value)]) },
        { weight: 2, arbitrary: nastyValue.map((value) => [scalarText(value)]) },
        {
          weight: 1,
          arbitrary: fc.array(valueFor(schema, context, name).map(scalarText), {
            minLength: 2,
            maxLength: 3,
          }),
        },
        { weight: 1, arbitrary: fc.constant([] as string[]) },
      ),
    ),
  );
  const stray = fc.tuple(
    fc.constantFrom("__proto__", "constructor", "status", "role", "userId", "limit", "a[b]", "x"),
    nastyValue.map((value) => [scalarText(value)]),
  );
  // most requests carry none, so that the route's own parameters are what is tested
  const strays = fc.oneof(
    { weight: 3, arbitrary: fc.constant([] as Array<[string, string[]]>) },
    { weight: 1, arbitrary: fc.array(stray, { minLength: 1, maxLength: 2 }) },
  );
  return fc.tuple(fc.tuple(...values), strays).map(([known, stray]) => {
    const search = new URLSearchParams();
    for (const [name, list] of [...known, ...stray]) for (const item of list) search.append(name, item);
    return search.toString();
  });
}

function scalarText(value: unknown): string {
  if (typeof value === "string") return value.length > 4096 ? value.slice(0, 4096) : value;
  return jsonText(value).slice(0, 4096);
}
