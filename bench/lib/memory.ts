import v8 from "node:v8";
import vm from "node:vm";

/**
 * Memory as a search index holds it: the JavaScript heap plus the ArrayBuffers outside
 * it (where typed arrays keep their data), measured after full garbage collections so
 * that only what is still referenced counts.
 */

v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

export function retainedBytes(): number {
  collectGarbage();
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}
