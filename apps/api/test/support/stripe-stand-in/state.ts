import type {
  Account,
  Charge,
  CheckoutPlan,
  CheckoutSession,
  PaymentIntent,
  Refund,
  Transfer,
} from "./objects.ts";

export interface AccountLinkRecord {
  account: string;
  refreshUrl: string;
  returnUrl: string;
  expiresAt: number;
  isUsed: boolean;
}

/** Everything the stand-in knows, in memory; `reset` empties it. */
export interface StandInState {
  paymentIntents: Map<string, PaymentIntent>;
  charges: Map<string, Charge>;
  refunds: Map<string, Refund>;
  sessions: Map<string, CheckoutSession>;
  checkoutPlans: Map<string, CheckoutPlan>;
  /** The PaymentIntent a Checkout Session's attempts confirm, once the customer first pays. */
  sessionPaymentIntents: Map<string, string>;
  accounts: Map<string, Account>;
  accountLinks: Map<string, AccountLinkRecord>;
  transfers: Map<string, Transfer>;
}

export function emptyState(): StandInState {
  return {
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    sessions: new Map(),
    checkoutPlans: new Map(),
    sessionPaymentIntents: new Map(),
    accounts: new Map(),
    accountLinks: new Map(),
    transfers: new Map(),
  };
}

/** What an operation needs besides the state: where the stand-in is seen, and how it raises events. */
export interface StandInContext {
  state: StandInState;
  publicUrl: string;
  emit(type: string, object: unknown): void;
}
