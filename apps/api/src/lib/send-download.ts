import type { FastifyReply } from "fastify";

const SAFE_FILE_NAME = /^[a-z0-9][a-z0-9.-]*$/;

/**
 * The only types ever shown inline: the license types, judged by the file's first bytes
 * when it was uploaded (features/licenses/file-type.ts). None of them runs script in a page.
 */
const INLINE_TYPES = new Set(["image/jpeg", "image/png", "application/pdf"]);

/**
 * What an inline file may do: nothing but be itself. It loads nothing, runs nothing, and
 * may be framed only by this site's own pages (the admin's review shows a PDF in a frame).
 */
export const INLINE_FILE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

export interface Download {
  data: Buffer;
  contentType: string;
  /** Chosen by the server, never a client's file name. */
  fileName: string;
}

export interface SendOptions {
  /** Show it in the browser (an image or PDF) instead of saving it; default false. */
  inline?: boolean;
}

/**
 * Sends a stored file, to save or, for the inline types only, to show, but never to render
 * as a page of this origin: an upload that a browser took for HTML or SVG would run with
 * the user's session. Never cached, as it holds personal data.
 */
export function sendDownload(
  reply: FastifyReply,
  { data, contentType, fileName }: Download,
  { inline = false }: SendOptions = {},
) {
  if (!SAFE_FILE_NAME.test(fileName)) throw new Error(`unsafe download name: ${fileName}`);
  if (inline && !INLINE_TYPES.has(contentType)) throw new Error(`not shown inline: ${contentType}`);
  if (inline)
    reply.header("content-security-policy", INLINE_FILE_CSP).header("x-frame-options", "SAMEORIGIN");
  return reply
    .type(contentType)
    .header("content-disposition", `${inline ? "inline" : "attachment"}; filename="${fileName}"`)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "no-store")
    .send(data);
}
