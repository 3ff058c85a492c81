/** License files are judged by their first bytes, never by name or declared type. */
export interface DetectedType {
  contentType: "image/jpeg" | "image/png" | "application/pdf";
  extension: "jpg" | "png" | "pdf";
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
