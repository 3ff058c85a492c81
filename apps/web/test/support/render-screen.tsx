import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createQueryClient } from "../../src/lib/query-client.ts";

/**
 * Renders `ui` as the screen at `path` (with its query string and navigation `state`),
 * inside a router and a fresh query client configured as the app's (only its retries
 * come without the wait between them), and returns a user to drive it and the router
 * to read the address, and the query client to wait for its requests.
 */
export function renderScreen(
  ui: ReactElement,
  { path = "/", state }: { path?: string; state?: unknown } = {},
) {
  const queryClient = createQueryClient({ retryDelay: 0 });
  const { pathname, search } = new URL(path, "http://campusride.test");
  const router = createMemoryRouter([{ path: "*", element: ui }], {
    initialEntries: [{ pathname, search, state }],
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user, router, queryClient };
}
