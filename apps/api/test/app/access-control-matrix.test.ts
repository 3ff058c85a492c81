import { FRIENDLY_MESSAGES } from "@campusride/shared/messages";
import { beforeAll, describe, expect, it } from "vitest";
import { freshIp } from "../support/accounts.ts";
import { routeTable } from "../support/access-matrix/index.ts";
import { changedRows, leakedPrivateValues, worldRows } from "../support/access-matrix/privacy.ts";
import { ACTORS, type Actor, type MatrixAnswer, type MatrixCase } from "../support/access-matrix/table.ts";
import { freshSession, MATRIX_CONFIG, seedWorld, type World } from "../support/access-matrix/world.ts";
import { createTestApp } from "../support/app.ts";
import { betterAuthEndpoints, registeredRoutes, routedAuthEndpoints } from "../support/routes.ts";
import type { TestSession } from "../support/session.ts";

// Every route × {signed out, rider, driver, both, other rider, other driver, admin}, each on
// an object that is the caller's own or someone else's: the status docs/product and
// docs/security.md give, nothing changed by a refusal, and no 2xx body carrying another
// account's email, phone, emergency contact or plate.

const app = await createTestApp(MATRIX_CONFIG);
const table = routeTable();
let world: World;

beforeAll(async () => {
  world = await seedWorld(app);
}, 60_000);

it("has expectations for every registered route and routed better-auth endpoint, and for no route that is gone", () => {
  const registered = [...registeredRoutes(app), ...routedAuthEndpoints()].map(
    (route) => `${route.method} ${route.url}`,
  );
  expect(new Set(registered).size).toBe(registered.length);
  expect(Object.keys(table).sort()).toEqual([...registered].sort());
});

it("looks for private values as the API writes them: each account's own are in its GET /api/me", async () => {
  for (const actor of ACTORS) {
    if (actor === "signedOut") continue;
    const me = await app.inject({ method: "GET", url: "/api/me", headers: world.sessions[actor].headers });
    const shown = leakedPrivateValues(world, "signedOut", me.json(), undefined);
    const drives = ["driver", "otherDriver", "both"].includes(actor);
    const own = ["email", "phone", "emergencyContact", ...(drives ? ["licensePlate"] : [])];
    expect(shown.sort(), actor).toEqual(own.map((field) => `${actor}'s ${field}`).sort());
  }
});

it("routes only better-auth endpoints that exist, and answers every other one of them 404", async () => {
  const known = new Set(betterAuthEndpoints(app).map((route) => `${route.method} ${route.url}`));
  const routed = routedAuthEndpoints().map((route) => `${route.method} ${route.url}`);
  expect(routed.filter((key) => !known.has(key))).toEqual([]);
  const notRouted = [...known].filter((key) => !routed.includes(key));
  // better-auth's own (listing sessions and accounts, changing the user, linking…) and a plugin's
  expect(notRouted.length).toBeGreaterThan(15);
  for (const key of notRouted) {
    const [method, url] = key.split(" ") as ["GET" | "POST", string];
    const response = await app.inject({
      method,
      url: url.replace(/:[a-z]+/gi, "x"),
      headers: world.sessions.both.headers,
      remoteAddress: freshIp(),
      ...(method === "POST" ? { payload: {} } : {}),
    });
    expect.soft(response.statusCode, key).toBe(404);
    expect.soft(response.json().error?.code, key).toBe("NOT_FOUND");
  }
});

const isRefusal = (status: number) => status >= 300;

/** Refusals first, so each meets the object as it was; then the callers allowed, in ACTORS order. */
function callingOrder(expected: Record<Actor, number>): Actor[] {
  return [
    ...ACTORS.filter((actor) => isRefusal(expected[actor])),
    ...ACTORS.filter((actor) => !isRefusal(expected[actor])),
  ];
}

async function send(
  key: string,
  matrixCase: MatrixCase,
  actor: Actor,
  session: TestSession | undefined,
  prepared: unknown,
): Promise<MatrixAnswer> {
  const method = key.slice(0, key.indexOf(" ")) as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  const request = matrixCase.request(world, actor, prepared);
  const headers = { ...request.headers, ...session?.headers };
  if (matrixCase.send) return matrixCase.send(app, request, headers);
  const response = await app.inject({
    method,
    url: request.url,
    headers,
    remoteAddress: freshIp(),
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
  });
  const isJson = String(response.headers["content-type"] ?? "").startsWith("application/json");
  return { statusCode: response.statusCode, json: isJson && response.body ? response.json() : undefined };
}

async function runCase(key: string, matrixCase: MatrixCase) {
  const mutating = !key.startsWith("GET ");
  const prepared = matrixCase.prepare ? await matrixCase.prepare(world) : undefined;
  const sessions: Partial<Record<Actor, TestSession>> = {};
  for (const actor of ACTORS) {
    if (actor === "signedOut") continue;
    sessions[actor] = matrixCase.freshAccounts ? await freshSession(app, actor) : world.sessions[actor];
  }
  const label = (actor: Actor) => `${key}${matrixCase.object ? ` (${matrixCase.object})` : ""} as ${actor}`;
  const before = mutating ? await worldRows(app) : undefined;
  let refusalsChecked = !mutating;
  for (const actor of callingOrder(matrixCase.expect)) {
    const expected = matrixCase.expect[actor];
    if (!refusalsChecked && !isRefusal(expected)) {
      expect
        .soft(changedRows(before!, await worldRows(app)), `${key}: the refusals changed nothing`)
        .toEqual([]);
      refusalsChecked = true;
    }
    const answer = await send(key, matrixCase, actor, sessions[actor], prepared);
    expect.soft(answer.statusCode, `${label(actor)}: ${JSON.stringify(answer.json ?? null)}`).toBe(expected);
    if (answer.statusCode >= 400) {
      // a refusal is the API's JSON error with a message that says what happened
      const error = (answer.json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
      expect.soft(typeof error?.code, `${label(actor)}: an error code`).toBe("string");
      expect.soft(error?.message, `${label(actor)}: a clear message`).not.toBe(FRIENDLY_MESSAGES.default);
    }
    if (answer.statusCode < 300 && answer.json !== undefined) {
      expect
        .soft(leakedPrivateValues(world, actor, answer.json, matrixCase.shows), `${label(actor)} shows`)
        .toEqual([]);
    }
  }
  if (!refusalsChecked)
    expect
      .soft(changedRows(before!, await worldRows(app)), `${key}: the refusals changed nothing`)
      .toEqual([]);
  await matrixCase.verify?.(world, prepared);
}

describe("every route × every caller", () => {
  for (const [key, cases] of Object.entries(table)) {
    it(key, async () => {
      for (const matrixCase of cases) await runCase(key, matrixCase);
    });
  }
});
