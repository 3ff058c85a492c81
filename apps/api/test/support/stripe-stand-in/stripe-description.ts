import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv, type ValidateFunction } from "ajv";
import type { FormParams } from "./form-encoding.ts";

/**
 * Stripe's published OpenAPI description of the operations CampusRide uses, cut by
 * `scripts/trim-stripe-openapi.mjs`: every request the stand-in receives and every answer and
 * webhook it gives is checked against it, so the stand-in cannot drift from Stripe's API
 * unnoticed (docs/decisions/0050-stripe-stand-in-checked-against-stripes-description.md).
 */
export interface StripeDescription {
  /** Where it came from: package, file, origin, version. */
  source: string;
  /** What Stripe's description does not allow in a request (method, path, decoded form or query). */
  checkRequest(method: string, path: string, params: FormParams): string[];
  /** What it does not allow in an answer (status and JSON body) to that request. */
  checkAnswer(method: string, path: string, status: number, body: unknown): string[];
  /** What it does not allow in a webhook's event, and in the object the event carries. */
  checkEvent(event: { type: string; data: { object: unknown } }): string[];
}

/** The committed cut of the description (stripe-openapi/README.md); STRIPE_OPENAPI_DIR overrides it. */
const DESCRIPTION_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "stripe-openapi");
const DESCRIPTION_FILE = "spec3.trimmed.json";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: Json }>;
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
}
interface Description {
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
  "x-campusride-source": {
    package: string;
    file: string;
    origin: string;
    webhookObjects: string[];
    expansionOnlySchemasLeftOut: string[];
  };
}

let loaded: StripeDescription | undefined;

/** The description, read once per process. */
export function stripeDescription(): StripeDescription {
  loaded ??= compile(JSON.parse(readFileSync(descriptionFile(), "utf8")) as Description);
  return loaded;
}

function descriptionFile(): string {
  return path.join(process.env.STRIPE_OPENAPI_DIR ?? DESCRIPTION_FOLDER, DESCRIPTION_FILE);
}

const SCHEMA_PREFIX = "stripe:";

function compile(description: Description): StripeDescription {
  const source = description["x-campusride-source"];
  const schemas: Record<string, Json> = { ...description.components.schemas };
  // schemas reached only by expansion are left out: an expanded object is any object here
  for (const name of source.expansionOnlySchemasLeftOut) schemas[name] = { type: "object" };

  const newAjv = (coerceTypes: boolean) => {
    // strict off: Stripe's x- extensions and OpenAPI's own words are not JSON Schema keywords
    const ajv = new Ajv({
      strict: false,
      allErrors: true,
      coerceTypes,
      inlineRefs: false,
      code: { optimize: false },
    });
    ajv.addFormat("unix-time", { type: "number", validate: (value) => Number.isInteger(value) });
    ajv.addFormat("decimal", /^-?\d+(\.\d+)?$/);
    // one schema each: references into one large document are slow to resolve
    for (const [name, schema] of Object.entries(schemas)) {
      ajv.addSchema(openApiToJsonSchema(schema) as JsonObject, `${SCHEMA_PREFIX}${name}`);
    }
    return ajv;
  };
  // form and query values arrive as strings: "500" is the integer 500, "true" the boolean
  const forRequests = newAjv(true);
  const forAnswers = newAjv(false);
  const cache = new Map<string, ValidateFunction>();
  const validator = (ajv: Ajv, key: string, schema: Json) => {
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.compile(openApiToJsonSchema(schema) as JsonObject);
      cache.set(key, validate);
    }
    return validate;
  };
  const failures = (validate: ValidateFunction, data: unknown, what: string): string[] =>
    validate(data)
      ? []
      : (validate.errors ?? [])
          .slice(0, 8)
          .map((error) => `${what}${error.instancePath} ${error.message ?? "is not allowed"}`);

  const routes = Object.entries(description.paths).map(([template, operations]) => ({
    template,
    operations,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, "([^/]+)")}$`),
    names: [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string),
  }));
  const find = (method: string, requestPath: string) => {
    for (const route of routes) {
      const match = route.pattern.exec(requestPath);
      const operation = route.operations[method.toLowerCase()];
      if (match && operation) {
        const values = Object.fromEntries(route.names.map((name, index) => [name, match[index + 1] ?? ""]));
        return { template: route.template, operation, values };
      }
    }
    return undefined;
  };
  const unknown = (method: string, requestPath: string) =>
    `${method} ${requestPath} is none of the operations in Stripe's description CampusRide uses`;

  const checks: StripeDescription = {
    source: `${source.file} of ${source.package} (${source.origin}, ${description.info.version})`,

    checkRequest(method, requestPath, params) {
      const found = find(method, requestPath);
      if (!found) return [unknown(method, requestPath)];
      const { template, operation, values } = found;
      const label = `${method} ${template}`;
      const problems: string[] = [];
      const parameters = operation.parameters ?? [];
      for (const parameter of parameters.filter((candidate) => candidate.in === "path")) {
        const validate = validator(forRequests, `${label} path ${parameter.name}`, parameter.schema);
        problems.push(...failures(validate, values[parameter.name], `path parameter ${parameter.name}`));
      }
      const copy: unknown = structuredClone(params);
      if (method === "GET") {
        const query = parameters.filter((candidate) => candidate.in === "query");
        const schema: Json = {
          type: "object",
          properties: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema])),
          required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
          additionalProperties: false,
        };
        problems.push(...failures(validator(forRequests, `${label} query`, schema), copy, "query"));
      } else {
        const schema = operation.requestBody?.content["application/x-www-form-urlencoded"]?.schema;
        if (!schema) return [`${label} takes no form body in Stripe's description`];
        problems.push(...failures(validator(forRequests, `${label} body`, schema), copy, "form body"));
      }
      return problems.map((problem) => `${label}: ${problem}`);
    },

    checkAnswer(method, requestPath, status, body) {
      const found = find(method, requestPath);
      if (!found) return [unknown(method, requestPath)];
      const label = `${method} ${found.template} → ${status}`;
      const response = found.operation.responses[String(status)] ?? found.operation.responses.default;
      const schema = response?.content?.["application/json"]?.schema;
      if (!schema) return [`${label}: Stripe's description has no JSON answer for this status`];
      const key = `${method} ${found.template} ${found.operation.responses[String(status)] ? status : "default"}`;
      return failures(validator(forAnswers, key, schema), body, "answer").map(
        (problem) => `${label}: ${problem}`,
      );
    },

    checkEvent(event) {
      const label = `webhook ${event.type}`;
      const problems = failures(
        validator(forAnswers, "event", { $ref: "#/components/schemas/event" }),
        event,
        "event",
      );
      const object = event.data.object as { object?: unknown } | null;
      const name = typeof object?.object === "string" ? object.object : undefined;
      if (name === undefined || !(name in description.components.schemas)) {
        problems.push(`data.object is a ${String(name)}: no schema for it was kept from the description`);
      } else {
        const validate = validator(forAnswers, `object ${name}`, {
          $ref: `#/components/schemas/${name}`,
        });
        problems.push(...failures(validate, object, "data.object"));
      }
      return problems.map((problem) => `${label}: ${problem}`);
    },
  };

  // Compiling takes seconds: done once, here, so that no request waits for it (and times out)
  for (const [template, operations] of Object.entries(description.paths)) {
    const requestPath = template.replace(/\{[^}]+\}/g, "x");
    for (const [method, operation] of Object.entries(operations)) {
      checks.checkRequest(method.toUpperCase(), requestPath, {});
      for (const status of Object.keys(operation.responses)) {
        checks.checkAnswer(
          method.toUpperCase(),
          requestPath,
          status === "default" ? 400 : Number(status),
          {},
        );
      }
    }
  }
  for (const name of source.webhookObjects)
    checks.checkEvent({ type: "warm-up", data: { object: { object: name } } });
  return checks;
}

/**
 * OpenAPI 3.0's schemas as JSON Schema: `nullable: true` also allows null, and references to
 * `#/components/schemas/…` point to the schemas Ajv was given one by one.
 */
function openApiToJsonSchema(value: Json): Json {
  if (Array.isArray(value)) return value.map(openApiToJsonSchema);
  if (value === null || typeof value !== "object") return value;
  const converted: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === "nullable") continue;
    if (key === "$ref" && typeof child === "string") {
      converted[key] = child.replace("#/components/schemas/", SCHEMA_PREFIX);
    } else if (key === "properties") {
      // names, not schemas: a property may be called "nullable"
      converted[key] = Object.fromEntries(
        Object.entries(child as JsonObject).map(([name, schema]) => [name, openApiToJsonSchema(schema)]),
      );
    } else {
      converted[key] = openApiToJsonSchema(child);
    }
  }
  return value.nullable === true ? { anyOf: [converted, { type: "null" }] } : converted;
}
