import {
  LICENSE_CONTENT_TYPES,
  LICENSE_EXTENSIONS,
  type LicenseFileKind,
} from "@campusride/shared/domain/license-file";

/** License files are judged by their first bytes, never by name or declared type. */
export interface DetectedType {
  contentType: "image/jpeg" | "image/png" | "application/pdf";
  extension: LicenseFileKind;
}

const SIGNATURES: ReadonlyArray<{ bytes: number[]; type: DetectedType }> = [
  { bytes: [0xff, 0xd8, 0xff], type: { contentType: "image/jpeg", extension: "jpg" } },
  {
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    type: { contentType: "image/png", extension: "png" },
  },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], type: { contentType: "application/pdf", extension: "pdf" } },
];

export function detectLicenseType(data: Uint8Array): DetectedType | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => data[index] === byte))?.type;
}

/**
 * The type the content really has, when it is an allowed one and agrees with what the
 * client claimed (file name extension and declared type): a PDF renamed to .png is refused.
 */
export function checkLicenseFile(data: Uint8Array, fileName: string, declaredType: string) {
  const detected = detectLicenseType(data);
  if (!detected) return undefined;
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const claimedByName = extension ? LICENSE_EXTENSIONS[extension] : undefined;
  if (extension && claimedByName !== detected.extension) return undefined;
  const claimedByType = LICENSE_CONTENT_TYPES[declaredType.toLowerCase()];
  if (claimedByType && claimedByType !== detected.extension) return undefined;
  return detected;
}

/** The file name extension of a stored license's content type, for its download name. */
export function extensionOf(contentType: string): string {
  return SIGNATURES.find(({ type }) => type.contentType === contentType)?.type.extension ?? "bin";
}
