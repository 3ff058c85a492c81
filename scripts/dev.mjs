// `npm run dev`: the API, restarted on every change, and Vite with hot reload, side by side.
// Open the Vite address: Vite passes /api and /dev (the mailbox) on to the API.
// PORT (API, default 3000) and WEB_PORT (Vite, default 5173) move them.
import concurrently from "concurrently";

const apiPort = process.env.PORT ?? "3000";
const webPort = process.env.WEB_PORT ?? "5173";
// Links in mail and better-auth's trusted origin must be the address the browser uses.
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${webPort}`;

const { result } = concurrently(
  [
    {
      name: "api",
      command: "tsx watch --clear-screen=false apps/api/src/server.ts",
      env: { PORT: apiPort, PUBLIC_URL: publicUrl, LOG_PRETTY: process.env.LOG_PRETTY ?? "1" },
      prefixColor: "blue",
    },
    {
      name: "web",
      command: `npm run dev -w apps/web -- --port ${webPort} --strictPort`,
      env: { API_URL: `http://localhost:${apiPort}` },
      prefixColor: "magenta",
    },
  ],
  { killOthersOn: ["failure", "success"] },
);
result.catch(() => process.exit(1));
