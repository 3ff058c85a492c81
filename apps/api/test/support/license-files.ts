import type { App } from "../../src/app.ts";
import { freshIp } from "./accounts.ts";

/** Small files of each accepted license type, and the multipart body the web sends them in. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 1),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 2)]);
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

/** A multipart/form-data body holding one file in the "file" field. */
export function multipartFile(fileName: string, contentType: string, data: Buffer) {
  const boundary = `----campusride${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export interface LicenseUpload {
  fileName?: string;
  contentType?: string;
  data?: Buffer;
  cookie?: string;
  /** More request headers, e.g. another Origin. */
  headers?: Record<string, string | undefined>;
}

/** Posts a license file as the web's FormData does, from a fresh client address. */
export function uploadLicense(app: App, url: string, upload: LicenseUpload = {}) {
  const { fileName = "license.png", contentType = "image/png", data = PNG, cookie, headers } = upload;
  const body = multipartFile(fileName, contentType, data);
  return app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}), ...headers },
    remoteAddress: freshIp(),
  });
}
