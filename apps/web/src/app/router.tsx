import type { ActiveRole } from "@campusride/shared/schemas/profile";
import type { ComponentType } from "react";
import { createBrowserRouter } from "react-router";
import { ErrorPanel } from "./layout/error-panel.tsx";
import { RootLayout } from "./layout/root-layout.tsx";
import { redirectSignedIn } from "./redirect-signed-in.ts";

/** Every screen is its own chunk, so the home page loads only what it shows. */
function screen(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

/** The guards load with the first screen behind them, not with the home page. */
const requireAuth = async () => ({ Component: (await import("./guards.tsx")).RequireAuth });
function requireRole(area: ActiveRole) {
  return async () => {
    const { RequireRole } = await import("./guards.tsx");
    return { Component: () => <RequireRole area={area} /> };
  };
}

function EmptyPage() {
  return null;
}

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    children: [
      {
        // Errors of any screen show the generic panel inside the chrome.
        errorElement: <ErrorPanel />,
        // While the first screen's code loads, the chrome shows with an empty page
        // (the fallback sits below the layout so the layout is not mounted twice).
        HydrateFallback: EmptyPage,
        children: [
          { index: true, lazy: screen(() => import("./routes/home.tsx")) },
          { path: "how-it-works", lazy: screen(() => import("./routes/how-it-works.tsx")) },
          { path: "about", lazy: screen(() => import("./routes/about.tsx")) },
          { path: "faq", lazy: screen(() => import("./routes/faq.tsx")) },
          { path: "contact", lazy: screen(() => import("./routes/contact.tsx")) },
          { path: "safety", lazy: screen(() => import("./routes/safety.tsx")) },
          { path: "terms", lazy: screen(() => import("./routes/terms.tsx")) },
          { path: "privacy", lazy: screen(() => import("./routes/privacy.tsx")) },
          { path: "routes", lazy: screen(() => import("./routes/plan-route.tsx")) },
          {
            path: "signin",
            loader: redirectSignedIn,
            lazy: screen(() => import("./routes/signin.tsx")),
          },
          {
            path: "signup",
            loader: redirectSignedIn,
            lazy: screen(() => import("./routes/signup.tsx")),
          },
          { path: "forgot-password", lazy: screen(() => import("./routes/forgot-password.tsx")) },
          { path: "reset-password", lazy: screen(() => import("./routes/reset-password.tsx")) },
          { path: "auth-success", lazy: screen(() => import("./routes/auth-success.tsx")) },
          { path: "email-verified", lazy: screen(() => import("./routes/email-verified.tsx")) },
          {
            // login required
            lazy: requireAuth,
            children: [
              { path: "profile", lazy: screen(() => import("./routes/profile.tsx")) },
              { path: "dashboard", lazy: screen(() => import("./routes/dashboard.tsx")) },
              {
                lazy: requireRole("driver"),
                children: [
                  { path: "driver", lazy: screen(() => import("./routes/driver-home.tsx")) },
                  { path: "dashboard/driver", lazy: screen(() => import("./routes/driver-home.tsx")) },
                ],
              },
              {
                lazy: requireRole("rider"),
                children: [
                  { path: "rider", lazy: screen(() => import("./routes/rider-home.tsx")) },
                  { path: "dashboard/rider", lazy: screen(() => import("./routes/rider-home.tsx")) },
                ],
              },
            ],
          },
          { path: "*", lazy: screen(() => import("./routes/not-found.tsx")) },
        ],
      },
    ],
  },
]);
