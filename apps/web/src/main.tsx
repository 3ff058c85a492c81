import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { preloadScreens } from "./app/router.tsx";
import { sessionQueryOptions } from "./features/auth/api/get-session.ts";
import { followAuthHash } from "./features/auth/auth-hash.ts";
import { queryClient } from "./lib/query-client.ts";
import { registerServiceWorker } from "./lib/service-worker.ts";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("CampusRide: #root element missing from index.html");

registerServiceWorker();

// An auth link's hash (type email or sms) opens /two-factor-confirmation.
followAuthHash(window.location, window.history);

// The top bar's session is asked for while the first screen's code loads, not after.
void queryClient.prefetchQuery(sessionQueryOptions);

// The first screen's code comes before the first render, so the page is drawn once, whole
// (a screen that failed to load shows the error panel). The render is a transition, so
// React draws the page in short slices instead of one long task that blocks input.
void preloadScreens(window.location.pathname)
  .catch(() => {})
  .then(() =>
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
