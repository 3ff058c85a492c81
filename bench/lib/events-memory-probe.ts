/**
 * Loaded into the benchmarked server with --import (and --expose-gc): answers the bench's
 * IPC message MEMORY_REQUEST with the process's memory after full garbage collections.
 * The server itself is the production entry, unchanged. Imported by the bench only for
 * the message's name: a process without an IPC channel installs nothing.
 */
export const MEMORY_REQUEST = "memory";

const collectGarbage = (globalThis as { gc?: () => void }).gc;

if (process.send) {
  process.on("message", (message) => {
    if (message !== MEMORY_REQUEST) return;
    collectGarbage?.();
    collectGarbage?.();
    process.send?.({ memory: process.memoryUsage() });
  });
}
