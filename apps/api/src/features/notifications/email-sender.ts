import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import type { ChannelListener, StopListening } from "../../db/listen-postgres.ts";
import { recipientDomain } from "../../lib/log-redaction.ts";
import type { Mailer } from "../../plugins/mail.ts";
import { createPeriodicJob } from "../../lib/periodic-job.ts";
import {
  claimDueEmails,
  markEmailAttemptFailed,
  markEmailSent,
  markEmailSkipped,
  msUntilNextEmail,
  type ClaimedEmail,
} from "./email-queue.ts";
import { notificationMessage } from "./email-templates.ts";
import { EVENTS_CHANNEL } from "./event-hub.ts";

/** Emails taken per round; they are sent side by side. */
const BATCH = 10;
/**
 * With nothing due, the queue is looked at again this often anyway: a notice missed, or
 * a lease another instance left behind, is noticed within it.
 */
const IDLE_CHECK_MS = 60_000;
/** While notices cannot be heard (PostgreSQL reconnecting), the queue is looked at this often. */
const UNHEARD_CHECK_MS = 5_000;
/** A round that failed (the database away) is tried again after this long. */
const RETRY_ROUND_MS = 5_000;
/** Writing "sent" after the mail server took the email is tried this often, this far apart. */
const MARK_SENT_TRIES = 3;
const MARK_SENT_RETRY_MS = 500;

/** Whether a notice on EVENTS_CHANNEL is of a notification with an email waiting (its `email`). */
function announcesEmail(payload: string): boolean {
  try {
    return (JSON.parse(payload) as { email?: unknown }).email === true;
  } catch {
    return false;
  }
}

/**
 * Once the mail server has taken an email, "sent" must be written: a row left 'sending'
 * would be taken again when its lease ends and the email sent twice. A database that
 * fails for a moment is asked again; one away for longer leaves the lease to decide
 * (the message keeps its Message-ID, so a second copy is recognisable as the same).
 */
async function markSentPersistently(db: Database, id: number): Promise<void> {
  for (let tries = 1; ; tries += 1) {
    try {
      await markEmailSent(db, id);
      return;
    } catch (error) {
      if (tries >= MARK_SENT_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, MARK_SENT_RETRY_MS * tries));
    }
  }
}

export interface EmailSenderOptions {
  db: Database;
  mailer: Mailer;
  listen(channel: string, listener: ChannelListener): Promise<StopListening>;
  log: FastifyBaseLogger;
  publicUrl: string;
  /**
   * How long a sender holds the emails it took: longer than sending a batch can last
   * (every SMTP step has its timeout), so no live sender's email is taken from it.
   */
  leaseMs: number;
}

export interface SendResult {
  sent: number;
  failed: number;
  skipped: number;
}

export interface EmailSender {
  /** Listens for new notifications and sends what is due. */
  start(): Promise<void>;
  /** Stops; resolves once the round under way has finished. */
  stop(): Promise<void>;
  /** Sends everything due now (a round of its own after any under way); what it did. */
  sendDue(): Promise<SendResult>;
}

/** An error's words for the log, without a recipient's address (servers quote it back). */
function describeError(error: unknown): Record<string, unknown> {
  const err = error as { message?: unknown; code?: unknown; responseCode?: unknown };
  const message = typeof err?.message === "string" ? err.message : String(error);
  return {
    message: message.replace(/[^\s<>"'@,;:]+@([^\s<>"',;:]+)/g, "…@$1"),
    code: typeof err?.code === "string" ? err.code : undefined,
    responseCode: typeof err?.responseCode === "number" ? err.responseCode : undefined,
  };
}

/**
 * Sends the emails of notifications. Every API instance runs one: a notice on
 * campusride_events (any instance's commit) wakes it, a timer wakes it when the next
 * retry is due, and claiming rows atomically keeps two instances from sending one email.
 * Sending is never part of the change that made the notification: a mail server away
 * only delays the email.
 */
export function createEmailSender({
  db,
  mailer,
  listen,
  log,
  publicUrl,
  leaseMs,
}: EmailSenderOptions): EmailSender {
  let stopped = false;
  let isListening = false;
  let stopListening: StopListening | undefined;
  /** Milliseconds until the next email is due, as the last round found (null: none waits). */
  let nextDueMs: number | null = null;

  async function sendOne({ notification, recipient }: ClaimedEmail): Promise<keyof SendResult> {
    const context = { notificationId: notification.id, type: notification.type };
    if (!recipient?.isActive) {
      await markEmailSkipped(db, notification.id);
      log.info(context, "notification email skipped: the recipient's account is not active");
      return "skipped";
    }
    // a message's email waits (MESSAGE_EMAIL_DELAY_MINUTES) so that a message read by then is not mailed
    if (notification.type === "message_received" && notification.readAt) {
      await markEmailSkipped(db, notification.id);
      log.info(context, "notification email skipped: the message was read in time");
      return "skipped";
    }
    const toDomain = recipientDomain(recipient.email);
    try {
      await mailer.send(notificationMessage(notification, recipient, publicUrl));
    } catch (error) {
      const { attempts, givenUp } = await markEmailAttemptFailed(
        db,
        notification.id,
        notification.emailAttempts,
      );
      log.warn(
        { ...context, toDomain, attempts, error: describeError(error) },
        givenUp ? "notification email given up" : "notification email failed; it will be tried again",
      );
      return "failed";
    }
    await markSentPersistently(db, notification.id);
    log.info({ ...context, toDomain }, "notification email sent");
    return "sent";
  }

  /** Sends batches until nothing is due, then reads when the next email is due. */
  async function round(): Promise<SendResult> {
    const result: SendResult = { sent: 0, failed: 0, skipped: 0 };
    for (;;) {
      const claimed = await claimDueEmails(db, BATCH, leaseMs);
      // one email's failure must not abandon the others of the batch mid-send
      const outcomes = await Promise.allSettled(claimed.map(sendOne));
      for (const outcome of outcomes) {
        if (outcome.status === "fulfilled") result[outcome.value] += 1;
        else throw outcome.reason;
      }
      if (claimed.length < BATCH || stopped) break;
    }
    nextDueMs = await msUntilNextEmail(db);
    return result;
  }

  /**
   * One round at a time; a wake-up during a round asks for one more after it. After a
   * round the timer is set for the next due email, or the idle look at the queue.
   */
  const rounds = createPeriodicJob<SendResult>({
    run: round,
    idle: { sent: 0, failed: 0, skipped: 0 },
    everyMs: IDLE_CHECK_MS,
    nextRunInMs: () => Math.min(nextDueMs ?? IDLE_CHECK_MS, isListening ? IDLE_CHECK_MS : UNHEARD_CHECK_MS),
    retryInMs: RETRY_ROUND_MS,
    shareWaitingRun: true,
    log,
    failure: "notification emails could not be read; retrying",
  });
  const schedule = rounds.runNow;

  const listener: ChannelListener = {
    // a notice of a notification with no email, or of a change, has nothing to send
    onNotification: (payload) => {
      if (announcesEmail(payload)) void schedule();
    },
    onListening: () => {
      isListening = true;
      // notices sent while no one listened are lost: the queue itself says what is due
      void schedule();
    },
    onLost: () => {
      isListening = false;
    },
  };

  return {
    async start() {
      stopListening = await listen(EVENTS_CHANNEL, listener);
      rounds.start();
    },
    async stop() {
      stopped = true;
      const roundsStopped = rounds.stop();
      await stopListening?.();
      await roundsStopped;
    },
    sendDue: schedule,
  };
}
