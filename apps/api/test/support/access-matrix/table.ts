import type { App } from "../../../src/app.ts";
import type { Person, World } from "./world.ts";

/** Who calls: signed out, the world's six signed-in accounts and an admin (ADMIN_EMAILS). */
export const ACTORS = ["signedOut", "rider", "driver", "both", "otherRider", "otherDriver", "admin"] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, "signedOut">;

/** A private field of a profile: only its owner sees it (docs/product/profile.md#fields). */
export type PrivateField = "email" | "phone" | "emergencyContact" | "licensePlate";

export interface MatrixRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixAnswer {
  statusCode: number;
  /** The JSON body, for the privacy check; undefined when the answer is not JSON. */
  json?: unknown;
}

/**
 * One request of a route, sent once by each actor. Statuses run in the order of
 * `expect`'s refusals first, then the allowed actors, so that a refusal meets the object
 * unchanged and is shown to change nothing (for a mutating method: the world's rows are
 * the same before and after every refusal).
 */
export interface MatrixCase<Prepared = unknown> {
  /** What the request names, and whose it is ("the rider's approved booking on the driver's trip"). */
  object?: string;
  /** Made once before the actors run, e.g. a fresh pending request the allowed actor answers. */
  prepare?(world: World): Promise<Prepared>;
  // methods, whose parameters TypeScript compares both ways: a table holds cases of any Prepared
  request(world: World, actor: Actor, prepared: Prepared): MatrixRequest;
  /** Sends the request itself (a stream); by default app.inject. */
  send?: (app: App, request: MatrixRequest, headers: Record<string, string>) => Promise<MatrixAnswer>;
  expect: Record<Actor, number>;
  /** Each signed-in actor calls as a new account of its kind (the request ends or changes the account). */
  freshAccounts?: true;
  /**
   * Another user's private fields this actor is shown, as docs/product or a decision says
   * (each with its reason beside it). Everything else of another user's is never in a 2xx body.
   */
  shows?: Partial<Record<Actor, { of: Person; fields: PrivateField[] }[]>>;
  /** Checks after all actors ran, e.g. that someone else's notifications are still unread. */
  verify?(world: World, prepared: Prepared): Promise<void>;
}

/** The expectations of each registered route, keyed "METHOD url" as registeredRoutes() gives them. */
export type RouteTable = Record<string, MatrixCase[]>;

/** `signedOut` 401 and the same status for every signed-in actor but those named. */
export function statuses(
  signedIn: number,
  overrides: Partial<Record<Actor, number>> = {},
  signedOut = 401,
): Record<Actor, number> {
  return {
    signedOut,
    rider: signedIn,
    driver: signedIn,
    both: signedIn,
    otherRider: signedIn,
    otherDriver: signedIn,
    admin: signedIn,
    ...overrides,
  };
}

/** Only `owners` get `ok`; every other signed-in actor `refused` (404: another's object is not found). */
export function onlyFor(
  owners: Partial<Record<Actor, number>>,
  refused = 404,
  signedOut = 401,
): Record<Actor, number> {
  return statuses(refused, owners, signedOut);
}
