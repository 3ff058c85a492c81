import { PAGE_MESSAGES } from "@campusride/shared/friendly-messages";
import { Suspense, type ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Outlet, useLocation } from "react-router";
import { lazyExport, useScreenLoading, type LazyScreen } from "../lazy-screen.tsx";
import { BusyStatus } from "./busy-status.tsx";
import { OfflineBanner } from "./offline-banner.tsx";
import { ScrollToLocation } from "./scroll-to-location.tsx";

// The top bar, the footer and the error panel: their code (and the icons') comes beside
// the first screen's (preloadScreens waits for both, so the page is still drawn once), not
// in the entry that every first load carries before it can ask for any screen.
const loadChrome = () => import("./chrome.ts");
const TopBar = lazyExport(loadChrome, "TopBar");
const Footer = lazyExport(loadChrome, "Footer");
const ErrorPanel = lazyExport(loadChrome, "ErrorPanel");

/** The parts of the page around every screen, for preloadScreens. */
export const CHROME: readonly LazyScreen[] = [TopBar, Footer, ErrorPanel];

/**
 * Part of the chrome, or `fallback` while its code loads (it is preloaded, so only after
 * a failed first load) or if that load failed.
 */
function ChromePart({ part: Part, fallback = null }: { part: LazyScreen; fallback?: ReactNode }) {
  return (
    <ErrorBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <Part />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The error panel's words alone, for when even its code could not be fetched (offline). */
function PlainErrorPanel() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{PAGE_MESSAGES.errorTitle}</h1>
      <p className="mt-3 text-lg text-slate-600">{PAGE_MESSAGES.errorBody}</p>
      <button
        type="button"
        className="mt-8 font-semibold text-brand-700 underline"
        onClick={() => window.location.reload()}
      >
        Try Again
      </button>
    </section>
  );
}

/** Skip link, fixed top bar, the page offset below it (with the offline banner), footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <Chrome
      page={
        // Errors of any screen show the generic panel inside the chrome, until the next path.
        <ErrorBoundary
          fallback={<ChromePart part={ErrorPanel} fallback={<PlainErrorPanel />} />}
          resetKeys={[pathname]}
        >
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
      <ChromePart part={TopBar} />
      <ScrollToLocation />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        <OfflineBanner />
        <BusyStatus />
        <NavigationProgress />
        {page}
      </main>
      <ChromePart part={Footer} />
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
