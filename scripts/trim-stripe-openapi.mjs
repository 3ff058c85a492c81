// Cuts Stripe's published OpenAPI description (a git copy of the stripe/openapi repository)
// down to the operations CampusRide calls and the schemas they use, for the Stripe stand-in's
// tests to check requests and answers against (docs/decisions/0050-stripe-stand-in-checked-against-stripes-description.md).
//
//   node scripts/trim-stripe-openapi.mjs <stripe/openapi git dir> <commit> <output dir>
//
// Writes <output dir>/spec3.trimmed.json, Stripe's LICENSE from the same commit and a README
// naming the source. Kept schemas are Stripe's, whole; the only schemas left out are those
// reached solely through an expandable field (`anyOf: [id, object]` with x-expansionResources):
// CampusRide never asks Stripe to expand, so those answers are always the id.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

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

/** Objects a webhook carries in `data.object`: checked against their own schema. */
const WEBHOOK_OBJECTS = ["account", "charge", "checkout.session", "payment_intent", "refund", "transfer"];

const [repo, commit, outDir] = process.argv.slice(2);
if (!repo || !commit || !outDir) {
  console.error("usage: node scripts/trim-stripe-openapi.mjs <stripe/openapi git dir> <commit> <output dir>");
  process.exit(2);
}

const show = (file) =>
  execFileSync("git", ["-C", repo, "show", `${commit}:${file}`], {
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "ignore"],
  }).toString("utf8");
const fullCommit = execFileSync("git", ["-C", repo, "rev-parse", commit]).toString("utf8").trim();
const commitDate = execFileSync("git", ["-C", repo, "show", "-s", "--format=%cs", fullCommit])
  .toString("utf8")
  .trim();

// spec3.json and spec3.yaml are the same description; JSON is read when the copy holds it
let source = "openapi/spec3.json";
let spec;
try {
  spec = JSON.parse(show(source));
} catch {
  source = "openapi/spec3.yaml";
  spec = parse(show(source), { maxAliasCount: -1 });
}

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
    repository: "https://github.com/stripe/openapi",
    commit: fullCommit,
    committed: commitDate,
    file: source,
    webhookObjects: WEBHOOK_OBJECTS,
    expansionOnlySchemasLeftOut: expansionOnly,
  },
};

mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, "spec3.trimmed.json"), `${JSON.stringify(trimmed, null, 1)}\n`);
writeFileSync(path.join(outDir, "LICENSE"), show("LICENSE"));
writeFileSync(
  path.join(outDir, "README.md"),
  [
    "# Stripe's OpenAPI description, the part CampusRide uses",
    "",
    `\`spec3.trimmed.json\` is cut from \`${source}\` of https://github.com/stripe/openapi at commit`,
    `${fullCommit} (${commitDate}; API version ${spec.info.version}) by CampusRide's`,
    "`scripts/trim-stripe-openapi.mjs`: the operations the app calls and, whole, every schema they use,",
    "except the schemas reached only through an expandable field. `LICENSE` is Stripe's licence from",
    "the same commit.",
    "",
  ].join("\n"),
);
console.log(
  `${Object.keys(trimmed.components.schemas).length} schemas, ${OPERATIONS.length} operations ` +
    `(${expansionOnly.length} expansion-only schemas left out) → ${outDir}`,
);
