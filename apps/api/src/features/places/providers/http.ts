import { ProviderError, isRetryable } from "./provider-error.ts";

export interface HttpPolicy {
  /** Per attempt, including reading the body. */
  timeoutMs: number;
  /** Retries after the first attempt. */
  retries: number;
  /** First retry delay; each next one doubles. */
  baseDelayMs: number;
  /** No retry starts when it could not finish within this many ms of the first attempt. */
  budgetMs: number;
}

/** docs/product/places-and-routes.md#failures: 10 s maps timeout; 3 retries from 1 s, doubling. */
export const DEFAULT_HTTP_POLICY: HttpPolicy = {
  timeoutMs: 10_000,
  retries: 3,
  baseDelayMs: 1_000,
  budgetMs: 30_000,
};

export interface JsonResponse {
  status: number;
  /** The parsed body, or undefined when it was not JSON. */
  body: unknown;
}

/** One HTTP call with a timeout; a failure to get any answer is a network or timeout error. */
export async function fetchJson(url: string, init: RequestInit, timeoutMs: number): Promise<JsonResponse> {
  let text: string;
  let status: number;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw new ProviderError("timeout", `Network error: no response within ${timeoutMs} ms`, {
        cause: error,
      });
    }
    throw new ProviderError("network", "Network error: the maps service did not answer", { cause: error });
  }
  try {
    return { status, body: text.length > 0 ? (JSON.parse(text) as unknown) : undefined };
  } catch {
    return { status, body: undefined };
  }
}

/** Runs `attempt`, retrying retryable failures after 1 s, 2 s, 4 s (scaled by the policy). */
export async function withRetries<T>(policy: HttpPolicy, attempt: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = policy.baseDelayMs * 2 ** retry;
      const wouldEnd = Date.now() - started + delay + policy.timeoutMs;
      if (retry >= policy.retries || !isRetryable(error) || wouldEnd > policy.budgetMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
