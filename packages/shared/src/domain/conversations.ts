/** Messages between a rider and a ride's driver. */

/** A message's length after markup is stripped and the ends trimmed. */
export const MESSAGE_MAX_LENGTH = 2000;

/** Messages one student may send, across all threads: a conversation's pace, not a flood. */
export const MESSAGE_RATE_LIMITS = {
  perMinute: 20,
  perDay: 200,
} as const;

/** A thread is read with its newest messages, at most this many. */
export const THREAD_MESSAGES_LIMIT = 100;
