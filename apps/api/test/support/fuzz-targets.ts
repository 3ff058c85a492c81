import fc from "fast-check";
import type { App } from "../../src/app.ts";
import {
  encodeBody,
  encodingArb,
  mutatedValue,
  nastyValue,
  paramValue,
  queryString,
  valueFor,
  type JsonSchema,
} from "./fuzz-bodies.ts";
import { registeredRoutes } from "./routes.ts";

interface OpenApiParameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** A route to fuzz: its method, its path as Fastify matches it, and its OpenAPI operation if documented. */
export interface FuzzTarget {
  method: string;
  path: string;
  operation?: OpenApiOperation;
}

/**
 * Every route of the app with the schema it validates against. The OpenAPI document the
 * app serves is built from the zod schemas each route registers (and, for better-auth's
 * endpoints behind the /api/auth/* bridge, from the shared schemas the bridge parses
 * with), so it is the one place that knows them all; routes hidden from it (admin,
 * documentation, mailbox, wildcards) are taken from Fastify's route tree and fuzzed
 * without a schema.
 */
export async function fuzzTargets(app: App): Promise<FuzzTarget[]> {
  const document = (await app.inject({ url: "/api/docs" })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const operations = new Map<string, OpenApiOperation>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`, operation);
    }
  }
  const targets: FuzzTarget[] = [];
  for (const { method, url } of registeredRoutes(app)) {
    // a node shared by routes naming their parameter differently prints as ":id|:rideId"
    const spellings = pathSpellings(url);
    const spelling = spellings.find((path) => operations.has(`${method} ${path}`));
    targets.push({
      method,
      path: spelling ?? spellings[0]!,
      operation: spelling ? operations.get(`${method} ${spelling}`) : undefined,
    });
    if (spelling) operations.delete(`${method} ${spelling}`);
  }
  // documented routes Fastify knows only as a wildcard (better-auth's)
  for (const [key, operation] of operations) {
    const [method, path] = key.split(" ") as [string, string];
    targets.push({ method, path, operation });
  }
  return targets;
}

function pathSpellings(url: string): string[] {
  let spellings = [""];
  for (const segment of url.split("/").slice(1)) {
    const names = segment.split("|");
    spellings = spellings.flatMap((prefix) => names.map((name) => `${prefix}/${name}`));
  }
  return spellings;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  signedOut: boolean;
}

/** What wildcard segments stand for: better-auth's paths, the SPA's, and nonsense. */
const WILDCARD_SEGMENTS = fc.array(
  fc.oneof(
    fc.constantFrom(
      "sign-in",
      "email",
      "sign-up",
      "two-factor",
      "admin",
      "..",
      "%2e%2e",
      "%00",
      "api",
      "index.html",
    ),
    fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
  ),
  { minLength: 1, maxLength: 4 },
);

/** Header values a client can send: printable ASCII only (others never reach the app). */
function headerText(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  return text.replace(/[^\x20-\x7e]/g, "").slice(0, 300);
}

/**
 * Requests for a target: path parameters from the seeded rows' ids (or strangers'
 * and garbage), its query and header parameters from their schemas, and a body from its
 * schema, mutated, in one of several encodings; sometimes signed out.
 */
export function fuzzRequests(
  target: FuzzTarget,
  {
    ownIds,
    bystanderId,
    signedOutShare = 0.2,
  }: { ownIds: readonly string[]; bystanderId: string; signedOutShare?: number },
): fc.Arbitrary<FuzzRequest> {
  const parameters = target.operation?.parameters ?? [];
  // the catch-all route is registered as "*", at the root
  const pattern = target.path.startsWith("/") ? target.path : `/${target.path}`;
  const segments = pattern.split("/").map((segment) => {
    if (segment === "*") return WILDCARD_SEGMENTS.map((parts) => parts.join("/"));
    if (segment.startsWith(":")) return paramValue(ownIds);
    return fc.constant(segment);
  });
  const path = fc.tuple(...segments).map((parts) => parts.join("/"));
  const query = queryString(
    parameters.filter((parameter) => parameter.in === "query"),
    { ownIds },
  );
  const headerParameters = parameters.filter((parameter) => parameter.in === "header");
  const headers = fc.tuple(
    ...headerParameters.map(({ name, schema }) =>
      fc.tuple(
        fc.constant(name),
        fc.option(fc.oneof(valueFor(schema, { ownIds }, name), nastyValue).map(headerText), {
          nil: undefined,
        }),
      ),
    ),
  );
  const bodySchema = target.operation?.requestBody?.content?.["application/json"]?.schema;
  const valid = bodySchema
    ? valueFor(bodySchema, { ownIds })
    : fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  const body = mutatedValue(valid, bystanderId, new Set(Object.keys(bodySchema?.properties ?? {})));
  // fc.oneof draws by weight without fast-check's bias toward small numbers
  const signedOut = fc.oneof(
    { weight: Math.round(signedOutShare * 100), arbitrary: fc.constant(true) },
    { weight: Math.round((1 - signedOutShare) * 100), arbitrary: fc.constant(false) },
  );
  return fc
    .record({ path, query, headers, body, encoding: encodingArb, signedOut })
    .map(({ path: url, query: search, headers: given, body: value, encoding, signedOut: out }) => {
      const request: FuzzRequest = {
        method: target.method,
        url: search ? `${url}?${search}` : url,
        headers: {},
        signedOut: out,
      };
      for (const [name, text] of given) if (text !== undefined) request.headers[name] = text;
      if (target.method !== "GET") {
        const { payload, contentType } = encodeBody(value, encoding);
        request.payload = payload;
        if (contentType) request.headers["content-type"] = contentType;
      }
      return request;
    });
}
