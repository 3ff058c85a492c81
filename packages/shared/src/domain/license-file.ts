import { LIMITS } from "../limits.ts";
import { SIGNUP_MESSAGES } from "../messages.ts";

/**
 * The driver license file rules (docs/product/profile.md#driver-license): JPEG, PNG or PDF, under 5MB. The web checks a
 * chosen file with them before uploading; the API checks the same names and types, and
 * the content's first bytes as well.
 */

export type LicenseFileKind = "jpg" | "png" | "pdf";

/** File name extensions by the kind they claim. */
export const LICENSE_EXTENSIONS: Readonly<Record<string, LicenseFileKind>> = {
  jpg: "jpg",
  jpeg: "jpg",
  png: "png",
  pdf: "pdf",
};

/** Declared content types by the kind they claim ("image/jpg" is a common misspelling). */
export const LICENSE_CONTENT_TYPES: Readonly<Record<string, LicenseFileKind>> = {
  "image/jpeg": "jpg",
  "image/jpg": "jpg",
  "image/png": "png",
  "application/pdf": "pdf",
};

/** The `accept` of a license file input. */
export const LICENSE_ACCEPT = [
  ...Object.keys(LICENSE_CONTENT_TYPES),
  ...Object.keys(LICENSE_EXTENSIONS).map((extension) => `.${extension}`),
].join(",");

/** The hint shown beside a license file input. */
export const LICENSE_HINT = "JPEG, PNG or PDF, under 5MB.";

/** The kind a file name's extension claims, if it is an allowed one. */
export function licenseKindOfName(fileName: string): LicenseFileKind | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension ? LICENSE_EXTENSIONS[extension] : undefined;
}

/** Why a chosen file cannot be a license (name, declared type, size), or undefined when it can. */
export function licenseFileError(file: { name: string; type: string; size: number }): string | undefined {
  const byName = licenseKindOfName(file.name);
  const byType = file.type === "" ? byName : LICENSE_CONTENT_TYPES[file.type.toLowerCase()];
  if (!byName || byType !== byName) return SIGNUP_MESSAGES.licenseType;
  // LIMITS.licenseMaxBytes is 5MB: a file of that size or more is refused ("under 5MB")
  if (file.size >= LIMITS.licenseMaxBytes) return SIGNUP_MESSAGES.licenseSize;
  return undefined;
}
