import { describe, expect, it } from "vitest";
import { PUBLISHED_DEMO_PASSWORD } from "../../src/db/seed-demo.ts";
import {
  freePort,
  startTestServer,
  tempDataDir,
  waitForOutput,
  waitUntilReady,
} from "../support/server-process.ts";

describe("demo accounts in production on the embedded database", () => {
  it("with DEMO_DATA=1 are created with a password nobody is shown", async () => {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const server = startTestServer({
      NODE_ENV: "production",
      AUTH_SECRET: "p".repeat(40),
      DATA_DIR: tempDataDir(),
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: "info",
      DEMO_DATA: "1",
    });
    await waitUntilReady(server);
    await waitForOutput(server, "Demo accounts:");

    const output = server.output();
    expect(output).toContain("driver@demo.campusride.edu");
    expect(output).toContain("generated at random and not shown");
    expect(output).not.toContain(PUBLISHED_DEMO_PASSWORD);
    const signin = await fetch(`${publicUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: publicUrl },
      body: JSON.stringify({ email: "driver@demo.campusride.edu", password: PUBLISHED_DEMO_PASSWORD }),
    });
    expect(signin.status).toBe(401);
  });
});
