import type { ComponentType } from "react";
import { createBrowserRouter } from "react-router";
import { ErrorPanel } from "./layout/error-panel.tsx";
import { RootLayout, RootLayoutFallback } from "./layout/root-layout.tsx";

/** Every screen is its own chunk, so the home page loads only what it shows. */
function screen(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    // While the first screen's chunk loads: the chrome with an empty page.
    HydrateFallback: RootLayoutFallback,
    children: [
      {
        // Errors of any screen show the generic panel inside the chrome.
        errorElement: <ErrorPanel />,
        children: [
          { index: true, lazy: screen(() => import("./routes/home.tsx")) },
          { path: "how-it-works", lazy: screen(() => import("./routes/how-it-works.tsx")) },
          { path: "about", lazy: screen(() => import("./routes/about.tsx")) },
          { path: "faq", lazy: screen(() => import("./routes/faq.tsx")) },
          { path: "contact", lazy: screen(() => import("./routes/contact.tsx")) },
          { path: "safety", lazy: screen(() => import("./routes/safety.tsx")) },
          { path: "terms", lazy: screen(() => import("./routes/terms.tsx")) },
          { path: "privacy", lazy: screen(() => import("./routes/privacy.tsx")) },
          { path: "*", lazy: screen(() => import("./routes/not-found.tsx")) },
        ],
      },
    ],
  },
]);
