import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import fastJson from "fast-json-stringify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

/**
 * Each route's answers written by a serialiser compiled once from its response schema
 * (fast-json-stringify, from the Zod schema's JSON Schema), instead of Zod checking every
 * answer against the schema before JSON.stringify writes it: the answer keeps exactly the
 * schema's fields (others are left out), a missing required field still fails the
 * request. A schema JSON Schema cannot express (a transform, a date object) keeps Zod's own
 * serialiser. See decision 0065.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  // compiled at a route's first answer: the start does not wait for all the routes'
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= compile(route);
    return serialize(data);
  };
};

function compile(route: RouteSchema): (data: unknown) => string {
  const schema = route.schema;
  if (schema instanceof z.ZodType) {
    const jsonSchema = representable(schema);
    if (jsonSchema) return fastJson(jsonSchema) as (data: unknown) => string;
  }
  return zodSerializerCompiler(route as RouteSchema & { schema: z.ZodType }) as (data: unknown) => string;
}

function representable(schema: z.ZodType): Parameters<typeof fastJson>[0] | undefined {
  try {
    return z.toJSONSchema(schema, {
      target: "draft-7",
      io: "output",
      unrepresentable: "throw",
    }) as Parameters<typeof fastJson>[0];
  } catch {
    return undefined;
  }
}
