import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";

/**
 * The app's query client, and the one its tests render with. Client errors (4xx) are
 * answers, not glitches: never retried; anything else twice. `retryDelay` is there for
 * tests, which need not wait out the backoff between the same retries.
 */
export function createQueryClient({ retryDelay }: { retryDelay?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
        ...(retryDelay === undefined ? {} : { retryDelay }),
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
