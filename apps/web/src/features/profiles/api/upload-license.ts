import { api } from "../../../lib/api-client.ts";
import { useProfileMutation } from "./use-profile-mutation.ts";

export function uploadLicense(file: File): Promise<{ message: string }> {
  const form = new FormData();
  form.append("file", file);
  return api.post<{ message: string }>("/api/me/license", form);
}

/** The driver license file, uploaded (or replaced) from the profile. */
export function useUploadLicense() {
  return useProfileMutation(uploadLicense);
}
