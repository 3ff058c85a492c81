type StripeErrorBody = {
  type: "invalid_request_error" | "card_error" | "api_error" | "idempotency_error";
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  payment_intent?: unknown;
  charge?: string;
};

/**
 * Stripe's error answer: `{ error: { type, code, decline_code, message, param, … } }` with the
 * status Stripe uses for it (400 invalid request, 401 bad key, 402 card error, 404 no such
 * object, 500 Stripe's own failure).
 */
export class StripeApiError extends Error {
  readonly status: number;
  readonly body: StripeErrorBody;

  constructor(status: number, body: StripeErrorBody) {
    super(body.message);
    this.status = status;
    this.body = body;
  }

  /**
   * Stripe saves an idempotent result only once the endpoint started executing: a request that
   * failed parameter validation (the errors naming a `param`) may be retried with the same key.
   */
  get isSavedForIdempotency(): boolean {
    return this.body.param === undefined;
  }

  toJSON() {
    return {
      error: {
        ...this.body,
        doc_url: this.body.code
          ? `https://docs.stripe.com/error-codes/${this.body.code.replaceAll("_", "-")}`
          : undefined,
      },
    };
  }
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(400, {
    type: "invalid_request_error",
    code: "parameter_missing",
    param,
    message: `Missing required param: ${param}.`,
  });
}

export function invalidParam(param: string, message: string): StripeApiError {
  return new StripeApiError(400, {
    type: "invalid_request_error",
    code: "parameter_invalid",
    param,
    message,
  });
}

export function noSuch(kind: string, id: string, param = "id"): StripeApiError {
  return new StripeApiError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    param,
    message: `No such ${kind}: '${id}'`,
  });
}

export function stripeDown(): StripeApiError {
  return new StripeApiError(500, {
    type: "api_error",
    message: "An unknown error occurred while processing your request. Please try again.",
  });
}
