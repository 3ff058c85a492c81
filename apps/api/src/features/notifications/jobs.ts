import fp from "fastify-plugin";
import type { ChannelListener, StopListening } from "../../db/listen-postgres.ts";
import { createEmailSender, type SendResult } from "./email-sender.ts";
import { notificationPreferenceRoutes } from "./preferences-routes.ts";
import { createReminderJob, type ReminderResult } from "./reminders.ts";

/** The day-before reminders are looked for this often (a trip is reminded of within it of REMINDER_LEAD_HOURS ahead). */
const REMINDER_EVERY_MS = 5 * 60 * 1000;
/** The shortest hold on an email being sent; longer when the SMTP timeout is long. */
const MIN_LEASE_MS = 5 * 60 * 1000;

export interface NotificationJobs {
  /** Sends every email due now; resolves with what this instance did. */
  sendDueEmails(): Promise<SendResult>;
  /** Writes the reminders of the trips due one now; resolves with what this instance wrote. */
  writeDueReminders(): Promise<ReminderResult>;
}

declare module "fastify" {
  interface FastifyInstance {
    notificationJobs: NotificationJobs;
  }
}

export interface NotificationEmailsOptions {
  publicUrl: string;
  smtpTimeoutMs: number;
  listen(channel: string, listener: ChannelListener): Promise<StopListening>;
}

/**
 * The emails of trip and request events and who wants which: the preferences routes,
 * the sender of queued emails and the day-before reminders, both running in every
 * instance from the app's start to its close.
 */
export const notificationEmailsPlugin = fp<NotificationEmailsOptions>(
  async (app, { publicUrl, smtpTimeoutMs, listen }) => {
    await app.register(notificationPreferenceRoutes);

    const sender = createEmailSender({
      db: app.db,
      mailer: app.mailer,
      listen,
      log: app.log,
      publicUrl,
      // a batch is sent side by side: each message's SMTP steps wait smtpTimeoutMs at most
      leaseMs: Math.max(MIN_LEASE_MS, 10 * smtpTimeoutMs),
    });
    const reminders = createReminderJob(app.db, app.log, REMINDER_EVERY_MS);
    app.decorate("notificationJobs", {
      sendDueEmails: sender.sendDue,
      writeDueReminders: reminders.runNow,
    } satisfies NotificationJobs);

    app.addHook("onReady", async () => {
      await sender.start();
      reminders.start();
    });
    app.addHook("onClose", async () => {
      await Promise.all([sender.stop(), reminders.stop()]);
    });
  },
  { name: "notification-emails", dependencies: ["database", "mail"] },
);
