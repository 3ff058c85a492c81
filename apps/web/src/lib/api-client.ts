import { ERROR_STATUS, isApiErrorBody, type ErrorCode } from "@campusride/shared/errors";
import { CONNECTION_MESSAGES, FRIENDLY_MESSAGES } from "@campusride/shared/friendly-messages";
import { retryWhileBusy } from "./busy-retry.ts";

/** NETWORK: the request never got an answer (offline, server down, DNS). */
export type ApiErrorCode = ErrorCode | "NETWORK";

/** An error answer of the CampusRide API (`{ error: { code, message, fields } }`) or a failed request. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string>;
  /** Seconds the server asked to wait before trying again (Retry-After of a 429 or 503). */
  readonly retryAfterSeconds?: number;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fields: Record<string, string> = {},
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain value is sent as JSON; FormData goes out as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls the API on the same origin and returns the parsed JSON body; throws ApiError
 * otherwise. A busy server's 503 with Retry-After is waited out and the request sent again
 * (a few times, lib/busy-retry.ts), when it is safe to repeat; the page says so meanwhile.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? "GET" : "POST", body, headers = {}, signal } = options;
  const isFormData = typeof FormData !== "undefined" && body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: "same-origin",
    headers: {
      accept: "application/json",
      ...(body !== undefined && !isFormData ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    signal,
  };
  if (body !== undefined) init.body = isFormData ? body : JSON.stringify(body);

  const send = () => sendOnce<T>(path, init, method);
  return isSafeToRepeat(method, headers) ? retryWhileBusy(send, busyWaitMs, signal) : send();
}

/**
 * A request the server may receive twice without harm: a read, or a change carrying an
 * Idempotency-Key (the server answers its second arrival as the first).
 */
function isSafeToRepeat(method: string, headers: Record<string, string>): boolean {
  return method === "GET" || Object.keys(headers).some((name) => name.toLowerCase() === "idempotency-key");
}

/** The wait a busy server's 503 asks for (Retry-After), for `retryWhileBusy`. */
function busyWaitMs(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 503 || error.retryAfterSeconds === undefined) {
    return undefined;
  }
  return error.retryAfterSeconds * 1000;
}

async function sendOnce<T>(path: string, init: RequestInit, method: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK", networkFailureMessage(method));
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload, retryAfterOf(response));
  return payload as T;
}

/**
 * Why a request got no answer: offline, a read loads once the connection returns and a
 * change was not sent (the form keeps it); otherwise the catalogue's network error.
 */
function networkFailureMessage(method: string): string {
  if (typeof navigator === "undefined" || navigator.onLine !== false) return FRIENDLY_MESSAGES.network;
  return method === "GET" ? CONNECTION_MESSAGES.notLoaded : CONNECTION_MESSAGES.notSent;
}

/** Whether `error` is a request that got no answer (offline, server unreachable). */
export function isNetworkError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === "NETWORK";
}

/** Retry-After in seconds; its date form, which the API never sends, is ignored. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get("retry-after")?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown, retryAfterSeconds?: number): ApiError {
  if (isApiErrorBody(payload)) {
    const { code, message, fields } = payload.error;
    return new ApiError(status, code, message, fields, retryAfterSeconds);
  }
  // No CampusRide error body (a proxy page, a crash): a code from the status, a friendly message.
  const code =
    (Object.entries(ERROR_STATUS).find(([, value]) => value === status)?.[0] as ErrorCode | undefined) ??
    (status >= 500 ? "INTERNAL" : "BAD_REQUEST");
  const message =
    status === 429
      ? FRIENDLY_MESSAGES.rateLimit
      : status === 403
        ? FRIENDLY_MESSAGES.permission
        : FRIENDLY_MESSAGES.default;
  return new ApiError(status, code, message, {}, retryAfterSeconds);
}

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return FRIENDLY_MESSAGES.default;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body: body ?? {} }),
  /** A body is sent only when given (e.g. a password a sensitive deletion asks for). */
  delete: <T>(path: string, options?: Omit<RequestOptions, "method">) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};
