import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { preloadScreens } from "./app/router.tsx";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("CampusRide: #root element missing from index.html");

// The first screen's code comes before the first render, so the page is drawn once, whole.
// (A screen that failed to load shows the error panel when rendered.)
void preloadScreens(window.location.pathname)
  .catch(() => {})
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
