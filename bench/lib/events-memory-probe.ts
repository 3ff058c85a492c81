/**
 * Loaded into the benchmarked server with --import (and --expose-gc): answers the bench's
 * IPC message "memory" with the process's memory after full garbage collections. The
 * server itself is the production entry, unchanged.
 */
const gc = (globalThis as { gc?: () => void }).gc;

process.on("message", (message) => {
  if (message !== "memory") return;
  gc?.();
  gc?.();
  process.send?.({ memory: process.memoryUsage() });
});
