import fp from "fastify-plugin";
import type { ChannelListener, StopListening } from "../../db/listen-postgres.ts";
import { pushRoutes } from "./routes.ts";
import { createPushSender, type PushSender } from "./sender.ts";
import { loadVapidKeys, type VapidSettings } from "./vapid.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Web Push's sender: `idle()` resolves once every push heard so far has been sent. */
    pushSender: Pick<PushSender, "idle">;
  }
}

export interface PushPluginOptions {
  vapid: VapidSettings;
  /** Outside production: subscriptions whose endpoint is on this machine (stand-ins). */
  allowLocal: boolean;
  listen(channel: string, listener: ChannelListener): Promise<StopListening>;
  /** The channel notifications are announced on. */
  channel: string;
  concurrency?: number;
}

/**
 * Web Push: the browser's subscription routes, and the sender pushing each notification
 * to its recipient's subscribed browsers, running from the app's start to its close.
 */
export const pushPlugin = fp<PushPluginOptions>(
  async (app, options) => {
    const vapid = await loadVapidKeys(options.vapid);
    await app.register(pushRoutes, { publicKey: vapid.publicKey, allowLocal: options.allowLocal });
    const sender = createPushSender({
      db: app.db,
      listen: options.listen,
      channel: options.channel,
      log: app.log,
      vapid,
      allowLocal: options.allowLocal,
      concurrency: options.concurrency,
    });
    app.decorate("pushSender", { idle: sender.idle });
    app.addHook("onReady", () => sender.start());
    app.addHook("onClose", () => sender.stop());
  },
  { name: "push", dependencies: ["database"] },
);
