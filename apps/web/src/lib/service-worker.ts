/**
 * Registers the service worker (/sw.js, built from service-worker/sw.js): the app opens
 * offline and shows push notifications. Only in a build: the dev server has no /sw.js.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // no worker: the app works as before, without offline start or push
    });
  });
}
