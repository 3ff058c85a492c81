import type { CreateReportInput } from "@campusride/shared/schemas/safety";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function reportUser(input: CreateReportInput): Promise<{ id: string; message: string }> {
  return api.post("/api/reports", input);
}

/** Sends a report of a student (or one of their messages) to the admins' queue. */
export function useReportUser() {
  return useMutation({ mutationFn: reportUser });
}
