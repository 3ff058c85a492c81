import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, link, writeFile } from "node:fs/promises";
import path from "node:path";
import webpush from "web-push";

/** The server's VAPID identity: what push services check our pushes against. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface VapidSettings {
  publicKey?: string;
  privateKey?: string;
  subject?: string;
  dataDir: string;
  /** The default subject's parts: mailto: the support address, else the site itself. */
  supportEmail?: string;
  publicUrl: string;
}

const KEY_FILE = "vapid-keys.json";

/** mailto: the support address, else the site when it is https, else its host's support address. */
function defaultSubject({ supportEmail, publicUrl }: VapidSettings): string {
  if (supportEmail) return `mailto:${supportEmail}`;
  const url = new URL(publicUrl);
  return url.protocol === "https:" ? url.origin : `mailto:support@${url.hostname}`;
}

function isKeyPair(value: unknown): value is { publicKey: string; privateKey: string } {
  if (typeof value !== "object" || value === null) return false;
  const { publicKey, privateKey } = value as Record<string, unknown>;
  return (
    typeof publicKey === "string" &&
    /^[A-Za-z0-9_-]{87}$/.test(publicKey) &&
    typeof privateKey === "string" &&
    /^[A-Za-z0-9_-]{43}$/.test(privateKey)
  );
}

async function readKeyFile(file: string): Promise<{ publicKey: string; privateKey: string } | undefined> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!isKeyPair(parsed)) throw new Error(`${file} does not hold a VAPID key pair`);
  return parsed;
}

/**
 * The key pair from the environment, else the one kept in DATA_DIR/vapid-keys.json
 * (readable by the server's user only), generated on the first start. It must not
 * change: every browser subscribed with the public key, and a new one would silence
 * them all. Several processes starting together agree on one file: each writes its own
 * and links it into place, and whoever loses reads the winner's.
 */
export async function loadVapidKeys(settings: VapidSettings): Promise<VapidKeys> {
  const subject = settings.subject ?? defaultSubject(settings);
  if (settings.publicKey && settings.privateKey) {
    return { publicKey: settings.publicKey, privateKey: settings.privateKey, subject };
  }
  const file = path.join(settings.dataDir, KEY_FILE);
  const kept = await readKeyFile(file);
  if (kept) return { ...kept, subject };
  await mkdir(settings.dataDir, { recursive: true });
  const fresh = webpush.generateVAPIDKeys();
  const draft = `${file}.${randomUUID()}.tmp`;
  await writeFile(draft, JSON.stringify(fresh), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const settled = await readKeyFile(file);
  if (!settled) throw new Error(`${file} could not be written`);
  return { ...settled, subject };
}
