// the catalogue by its path: the config is bundled, and a workspace package would be loaded as .ts by Node
import { CONNECTION_MESSAGES } from "../../packages/shared/src/friendly-messages.ts";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";

/**
 * Shared links need absolute addresses (og:image): the build reads PUBLIC_URL, the address
 * the server is reached at (`npm start` builds and serves with the same environment).
 * Unset, the addresses stay relative to the page.
 */
function publicUrlInHtml(): Plugin {
  const publicUrl = (process.env.PUBLIC_URL ?? "").replace(/\/$/, "");
  return {
    name: "campusride-public-url",
    transformIndexHtml: (html) => html.replaceAll("%PUBLIC_URL%", publicUrl),
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The loading shell of index.html: its words come from the message catalogue, and the
 * stylesheet moves after it, to the end of the body. In the head the stylesheet held back
 * every paint until it had arrived (seconds on a slow phone); after the shell it holds back
 * only the app's code (a module script waits for the stylesheets before it), so the shell,
 * styled inline, is drawn at once and the app is never drawn unstyled.
 */
function loadingShell(): Plugin {
  return {
    name: "campusride-loading-shell",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const filled = html
          .replaceAll("%LOADING_APP%", escapeHtml(CONNECTION_MESSAGES.loadingApp))
          .replaceAll("%NEEDS_JAVASCRIPT%", escapeHtml(CONNECTION_MESSAGES.needsJavaScript));
        const stylesheets = filled.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const withoutStylesheets = stylesheets.reduce((page, tag) => page.replace(tag, ""), filled);
        return withoutStylesheets.replace(
          "</body>",
          `${stylesheets.map((tag) => `  ${tag.trim()}\n`).join("")}  </body>`,
        );
      },
    },
  };
}

/**
 * The service worker (service-worker/sw.js), emitted as /sw.js with this build's id and
 * the shell it keeps for offline: the entry's code and what it imports, the stylesheets
 * and the icons (a screen's own code is kept when it is first loaded). A new build is a
 * new worker, which replaces the old files. The compression plugin compresses it too.
 */
function serviceWorker(): Plugin {
  return {
    name: "campusride-service-worker",
    apply: "build",
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const shell = new Set<string>();
      const visit = (fileName: string) => {
        const file = bundle[fileName];
        if (!file || shell.has(fileName)) return;
        shell.add(fileName);
        if (file.type === "chunk") for (const imported of file.imports) visit(imported);
      };
      for (const file of files) if (file.type === "chunk" && file.isEntry) visit(file.fileName);
      for (const file of files) if (file.fileName.endsWith(".css")) shell.add(file.fileName);
      const kept = [...shell].sort().map((file) => `/${file}`);
      const buildId = createHash("sha256")
        .update(Object.keys(bundle).sort().join("\n"))
        .digest("hex")
        .slice(0, 16);
      const template = readFileSync(new URL("./service-worker/sw.js", import.meta.url), "utf8");
      this.emitFile({
        type: "asset",
        fileName: "sw.js",
        source: template
          .replace('"__BUILD_ID__"', JSON.stringify(buildId))
          .replace(
            '["__SHELL__"]',
            JSON.stringify([...kept, "/manifest.webmanifest", "/favicon.svg", ...ICONS]),
          ),
      });
    },
  };
}

/** The app's icons (public/icons), listed in public/manifest.webmanifest. */
const ICONS = [
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/maskable-512.png",
  "/icons/badge-96.png",
];

// In development (npm run dev) the API runs beside Vite on :3000; in production it serves dist/ itself.
const apiUrl = process.env.API_URL ?? "http://localhost:3000";
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    publicUrlInHtml(),
    loadingShell(),
    serviceWorker(),
    // A brotli (.br) and a gzip (.gz) copy beside each built file, at the highest levels:
    // compressed once here, the server sends them as they are (apps/api/src/plugins/spa.ts).
    compression({ algorithms: ["brotliCompress", "gzip"], logLevel: "silent" }),
  ],
  server: {
    // xfwd: the API sees who the browser is (limits, and the dev mailbox's loopback check)
    proxy: { "/api": { target: apiUrl, xfwd: true }, "/dev": { target: apiUrl, xfwd: true } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Every browser CampusRide supports preloads modules itself: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React and the router in one long-cached vendor chunk, named for what it holds.
        codeSplitting: {
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
