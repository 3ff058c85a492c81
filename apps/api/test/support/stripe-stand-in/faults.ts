/**
 * Faults a test injects between the client and the API, as the network or Stripe would cause
 * them: a request that never answers, Stripe's own 500, or a connection torn down.
 */
export interface FaultSpec {
  mode: "timeout" | "error500" | "reset";
  /** A regular expression matched against the request's path, e.g. "^/v1/payment_intents/.+/capture$". */
  pathPattern: string;
  /** Only requests with this method (any when absent). */
  method?: string;
  /** How many matching requests fail (1 when absent). */
  times?: number;
  /**
   * The request is carried out and only its answer is lost (the hardest case: the money moved
   * but the client cannot know). When false or absent, the request never reaches Stripe.
   */
  afterProcessing?: boolean;
  /** How long a timeout holds the request before dropping the connection (60 s when absent). */
  holdMs?: number;
}

export interface ActiveFault extends Required<Omit<FaultSpec, "method">> {
  id: number;
  method: string | null;
}

export class Faults {
  private active: ActiveFault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): ActiveFault {
    if (!["timeout", "error500", "reset"].includes(spec.mode))
      throw new Error(`Unknown fault mode: ${spec.mode}`);
    new RegExp(spec.pathPattern); // a test's bad pattern fails here, not on a later request
    const fault: ActiveFault = {
      id: this.nextId++,
      mode: spec.mode,
      pathPattern: spec.pathPattern,
      method: spec.method?.toUpperCase() ?? null,
      times: spec.times ?? 1,
      afterProcessing: spec.afterProcessing ?? false,
      holdMs: spec.holdMs ?? 60_000,
    };
    this.active.push(fault);
    return fault;
  }

  /** The fault this request meets, if any; each use counts against its `times`. */
  take(method: string, path: string): ActiveFault | undefined {
    const fault = this.active.find(
      (candidate) =>
        candidate.times > 0 &&
        (candidate.method === null || candidate.method === method) &&
        new RegExp(candidate.pathPattern).test(path),
    );
    if (!fault) return undefined;
    fault.times -= 1;
    this.active = this.active.filter((candidate) => candidate.times > 0);
    return { ...fault };
  }

  list(): ActiveFault[] {
    return this.active.map((fault) => ({ ...fault }));
  }

  clear(): void {
    this.active = [];
  }
}
