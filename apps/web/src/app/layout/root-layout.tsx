import { Suspense, type ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Outlet, useLocation } from "react-router";
import { useScreenLoading } from "../lazy-screen.tsx";
import { ErrorPanel } from "./error-panel.tsx";
import { Footer } from "./footer.tsx";
import { ScrollToLocation } from "./scroll-to-location.tsx";
import { TopBar } from "./top-bar.tsx";

/** Skip link, fixed top bar, the page offset below it, footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <Chrome
      page={
        // Errors of any screen show the generic panel inside the chrome, until the next path.
        <ErrorBoundary FallbackComponent={ErrorPanel} resetKeys={[pathname]}>
          <Suspense fallback={<ScreenSpace />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      }
    />
  );
}

/**
 * Stands in for a screen whose code is still loading (the first screen's code is loaded
 * before the first render). A screen's height keeps the footer below the fold, so the
 * screen's arrival does not move it.
 */
function ScreenSpace() {
  return <div className="min-h-[calc(100dvh-4rem)]" />;
}

function Chrome({ page }: { page: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <TopBar />
      <ScrollToLocation />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        <NavigationProgress />
        {page}
      </main>
      <Footer />
    </div>
  );
}

/** A thin bar while a lazy page loads. */
function NavigationProgress() {
  if (!useScreenLoading()) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-16 z-40 h-0.5 animate-pulse bg-brand-500"
    />
  );
}
