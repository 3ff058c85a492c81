import type { FastifyReply } from "fastify";

const SAFE_FILE_NAME = /^[a-z0-9][a-z0-9.-]*$/;

export interface Download {
  data: Buffer;
  contentType: string;
  /** Chosen by the server, never a client's file name. */
  fileName: string;
}

/**
 * Sends a stored file to save, never to render as a page of this origin: an upload that
 * a browser took for HTML or SVG would run with the user's session. Never cached, as it
 * holds personal data.
 */
export function sendDownload(reply: FastifyReply, { data, contentType, fileName }: Download) {
  if (!SAFE_FILE_NAME.test(fileName)) throw new Error(`unsafe download name: ${fileName}`);
  return reply
    .type(contentType)
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "no-store")
    .send(data);
}
