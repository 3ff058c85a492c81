/**
 * Ride ids as the index keeps them: a database UUID is 16 bytes, held as four 32-bit
 * words rather than a 36-character string. Lowercase hex compares like its bytes, so
 * comparing the words in order gives the order of the strings (the search's tie-break).
 */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether the id can be held as words: a lowercase UUID, as the database writes them. */
export function isRideId(id: string): boolean {
  return UUID_PATTERN.test(id);
}

/** Writes the id's four words at `words[at..at+3]`; throws for anything but a lowercase UUID. */
export function writeIdWords(id: string, words: Uint32Array, at: number): void {
  if (!isRideId(id)) throw new TypeError(`The search index keys rides by UUID, got "${id}"`);
  words[at] = parseInt(id.slice(0, 8), 16);
  words[at + 1] = parseInt(id.slice(9, 13) + id.slice(14, 18), 16);
  words[at + 2] = parseInt(id.slice(19, 23) + id.slice(24, 28), 16);
  words[at + 3] = parseInt(id.slice(28, 36), 16);
}

/** "00".."ff" by byte value. */
const HEX_BYTES = Array.from({ length: 256 }, (_, n) => n.toString(16).padStart(2, "0"));

function hex4(word: number): string {
  return HEX_BYTES[(word >>> 8) & 0xff]! + HEX_BYTES[word & 0xff]!;
}

/** The UUID string of the words at `words[at..at+3]`. */
export function readId(words: Uint32Array, at: number): string {
  const a = words[at]!;
  const b = words[at + 1]!;
  const c = words[at + 2]!;
  const d = words[at + 3]!;
  return `${hex4(a >>> 16)}${hex4(a)}-${hex4(b >>> 16)}-${hex4(b)}-${hex4(c >>> 16)}-${hex4(c)}${hex4(d >>> 16)}${hex4(d)}`;
}

/** Negative, zero or positive as the first id sorts before, with or after the second. */
export function compareIdWords(a: Uint32Array, at: number, b: Uint32Array, bt: number): number {
  for (let k = 0; k < 4; k += 1) {
    const x = a[at + k]!;
    const y = b[bt + k]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** A well-mixed 32-bit hash of the id's words (murmur3's finaliser over a running mix). */
export function hashIdWords(words: Uint32Array, at: number): number {
  let h = 0x9747b28c;
  for (let k = 0; k < 4; k += 1) {
    h = Math.imul(h ^ words[at + k]!, 0x85ebca6b);
    h ^= h >>> 13;
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
