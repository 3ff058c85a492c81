import { use, useSyncExternalStore, type ComponentType, type ReactNode, type ReactPromise } from "react";

/** A component whose code loads on first render, or earlier through `preload()`. */
export interface LazyScreen {
  (): ReactNode;
  preload(): PromiseLike<unknown>;
}

/**
 * A screen whose code loads on first use. A preloaded screen renders in the first pass,
 * with no fallback: its promise carries the `status` and `value` fields that React's
 * `use` reads (React adds them itself only to promises it has seen pending). A failed
 * load stays failed, as with React.lazy: the error panel offers a reload.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loading: ReactPromise<{ default: ComponentType }> | undefined;
  function preload() {
    if (loading) return loading;
    setLoadsUnderWay(1);
    const promise = load();
    loading = promise;
    promise
      .then(
        (value) => {
          loading = Object.assign(promise, { status: "fulfilled" as const, value });
        },
        (reason: unknown) => {
          loading = Object.assign(promise, { status: "rejected" as const, reason });
        },
      )
      .finally(() => setLoadsUnderWay(-1));
    return loading;
  }
  function Screen() {
    const { default: Component } = use(preload());
    return <Component />;
  }
  return Object.assign(Screen, { preload });
}

/**
 * A lazy screen that is one named export of a module: screens that load together (the
 * driver's, the rider's, the guards) share one `load`, so the route table carries that
 * chunk's import, and its list of chunks to preload, once.
 */
export function lazyExport<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyScreen {
  return lazyScreen(async () => ({ default: (await load())[name] }));
}

/** `lazyExport` for each of `names`, all from the one `load`. */
export function lazyExports<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  names: readonly K[],
): Record<K, LazyScreen> {
  return Object.fromEntries(names.map((name) => [name, lazyExport(load, name)])) as Record<K, LazyScreen>;
}

// How many screens' code is on its way: the progress line under the top bar shows while
// any is.
let loadsUnderWay = 0;
const listeners = new Set<() => void>();

function setLoadsUnderWay(change: number) {
  loadsUnderWay += change;
  // A load starts while React renders: tell the subscribers after that render.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether some screen's code is on its way. */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(subscribe, () => loadsUnderWay > 0);
}
