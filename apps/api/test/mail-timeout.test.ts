import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { authPost, signupBody } from "./support/accounts.ts";
import { createTestApp } from "./support/app.ts";

// An SMTP server that greets and then never answers again: every SMTP step must time out.
const sockets = new Set<net.Socket>();
const stalling = net.createServer((socket) => {
  sockets.add(socket);
  socket.on("close", () => sockets.delete(socket));
  socket.on("error", () => {});
  socket.write("220 stalling.campusride.test ESMTP\r\n");
});
await new Promise<void>((resolve) => stalling.listen(0, "127.0.0.1", resolve));
const port = (stalling.address() as net.AddressInfo).port;
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => stalling.close(() => resolve()));
});

const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_TIMEOUT_MS: "500" });

describe("mail server that stops answering", () => {
  it("does not hold a sign-up: the SMTP call times out", async () => {
    const started = Date.now();
    const response = await authPost(app, "/sign-up/email", signupBody());
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.statusCode, response.body).toBeLessThan(500);
  });
});
