import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../../lib/query-keys.ts";

export function uploadLicense(file: File): Promise<{ message: string }> {
  const form = new FormData();
  form.append("file", file);
  return api.post<{ message: string }>("/api/me/license", form);
}

export function useUploadLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLicense,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
