/** What became of an admin's verify or reject, told above the queue. */
export interface ReviewOutcome {
  tone: "success" | "error";
  message: string;
}
