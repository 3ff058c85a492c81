// CampusRide's service worker (docs/decisions/0054-web-push.md): the app shell offline,
// and push notifications. The build (vite.config.ts, serviceWorker()) fills in BUILD_ID and
// SHELL, the entry's code, the stylesheets and the icons; each screen's code is kept when it
// is first loaded. A new build is a new worker, which keeps the new shell and drops the old. API answers are never kept: offline, the app
// itself says the network is gone.

const BUILD_ID = "__BUILD_ID__";
const SHELL = ["__SHELL__"];
const CACHE = `campusride-${BUILD_ID}`;
const APP_PAGE = "/";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([APP_PAGE, ...SHELL]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("campusride-") && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** The built files: content-hashed, so a kept copy is always right. */
function isBuiltAsset(url) {
  return url.pathname.startsWith("/assets/");
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // the API, the dev mailbox: always the network, never a kept answer
  if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/dev/")) return;
  if (request.mode === "navigate") {
    // the page from the network (a new build shows at once), the kept one offline
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(APP_PAGE, { cacheName: CACHE }).then((page) => page ?? Response.error()),
      ),
    );
    return;
  }
  if (isBuiltAsset(url)) {
    // a screen's code loaded online is kept, so it opens offline next time
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        cache.match(request).then(
          (kept) =>
            kept ??
            fetch(request).then((response) => {
              if (response.ok) void cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof message.title === "string" ? message.title : "CampusRide";
  const url = typeof message.url === "string" && message.url.startsWith("/") ? message.url : "/dashboard";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === "string" ? message.body : "",
      tag: typeof message.tag === "string" ? message.tag : undefined,
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
      data: { url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/dashboard", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target) ?? windows[0];
      if (open)
        return open.focus().then((client) => (client.url === target ? client : client.navigate(target)));
      return self.clients.openWindow(target);
    }),
  );
});
