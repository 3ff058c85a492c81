/*
 * What must never be in a CampusRide log: passwords, tokens, TOTP keys, phone numbers and
 * the contents of uploaded files. Known values (the secrets the tests handled, see
 * captured-log.ts) are looked for as written; the rest by shape.
 */

export interface LogFinding {
  /** Which rule matched. */
  rule: string;
  /** The file and line it is on. */
  where: string;
  /** The line, cut around the match. */
  excerpt: string;
}

const NOT_REDACTED = String.raw`(?!\[redacted\])`;

const SHAPES: Array<[rule: string, pattern: RegExp]> = [
  // any country's number as stored (E.164: + and 8 to 15 digits), a US one among them
  ["phone number (E.164)", /(?<![\w+])\+[1-9]\d{7,14}(?![\d])/u],
  ["US phone number (written)", /\(\d{3}\)\s?\d{3}-\d{4}|(?<![\d-])\d{3}[-.]\d{3}[-.]\d{4}(?![\d-])/u],
  ["password value", new RegExp(String.raw`"(?:new|current|confirm)?password"\s*:\s*"${NOT_REDACTED}`, "iu")],
  ["token in a URL", new RegExp(String.raw`[?&](?:token|code|state)=${NOT_REDACTED}[^&"\s]`, "iu")],
  ["session cookie", new RegExp(String.raw`session_token=${NOT_REDACTED}[^;"\s]`, "iu")],
  [
    "cookie or authorization header",
    new RegExp(String.raw`"(?:cookie|set-cookie|authorization)"\s*:\s*(?!"\[redacted\]")`, "iu"),
  ],
  ["TOTP key", /otpauth:\/\/|"totpURI"|"backupCodes"/iu],
  ["file contents (PDF)", /%PDF-|JVBERi0/u],
  ["file contents (JPEG)", /\u00ff\u00d8\u00ff|\\u00ff\\u00d8|\/9j\/4/u],
  ["file contents (PNG)", /\u0089PNG|PNG\\r\\n\\u001a|iVBORw0KGgo/u],
];

function excerpt(line: string, index: number): string {
  return line.slice(Math.max(0, index - 80), index + 80);
}

const PREFIX = 8;

/** The secrets by their first characters: one look-up per position of a line finds them all. */
function indexSecrets(secrets: Iterable<string>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const secret of new Set(secrets)) {
    if (secret.length < PREFIX) continue;
    const key = secret.slice(0, PREFIX);
    index.set(key, [...(index.get(key) ?? []), secret]);
  }
  return index;
}

function findSecret(line: string, index: Map<string, string[]>): number {
  for (let at = 0; at + PREFIX <= line.length; at += 1) {
    const candidates = index.get(line.slice(at, at + PREFIX));
    if (candidates?.some((secret) => line.startsWith(secret, at))) return at;
  }
  return -1;
}

/** Every place in `text` (the log file `name`) where private data shows. */
export function findPrivateData(name: string, text: string, secrets: Iterable<string>): LogFinding[] {
  const known = indexSecrets(secrets);
  const findings: LogFinding[] = [];
  text.split("\n").forEach((line, index) => {
    const where = `${name}:${index + 1}`;
    for (const [rule, pattern] of SHAPES) {
      const match = pattern.exec(line);
      if (match) findings.push({ rule, where, excerpt: excerpt(line, match.index) });
    }
    const at = findSecret(line, known);
    if (at !== -1) findings.push({ rule: "a secret a test handled", where, excerpt: excerpt(line, at) });
  });
  return findings;
}
