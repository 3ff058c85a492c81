import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Stores the license file chosen in the wizard; sign-up then names it by its id. */
export async function uploadSignupLicense(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file);
  const { uploadId } = await api.post<{ uploadId: string }>("/api/signup/license", form);
  return uploadId;
}

export function useUploadSignupLicense() {
  return useMutation({ mutationFn: uploadSignupLicense });
}
