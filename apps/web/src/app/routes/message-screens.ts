// The inbox and a thread load together, as one chunk: a student moves between them.
export { default as MessagesInbox } from "./messages.tsx";
export { default as MessageThread } from "./message-thread.tsx";
