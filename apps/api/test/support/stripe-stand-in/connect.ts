import { randomBytes } from "node:crypto";
import { StripeApiError, invalidParam, noSuch } from "./errors.ts";
import { newId, nowSeconds, type Account, type Metadata, type Transfer } from "./objects.ts";
import type { StandInContext } from "./state.ts";

/** Connect: Express accounts, their hosted onboarding, and transfers to them. */

export function createAccount(
  context: StandInContext,
  input: {
    type: Account["type"];
    email: string | null;
    country: string | null;
    metadata: Metadata;
    capabilities: string[];
  },
): Account {
  const account: Account = {
    id: newId("acct"),
    object: "account",
    type: input.type,
    email: input.email,
    country: input.country ?? "US",
    default_currency: "usd",
    details_submitted: false,
    charges_enabled: false,
    payouts_enabled: false,
    capabilities: Object.fromEntries(input.capabilities.map((name) => [name, "inactive"])),
    metadata: input.metadata,
    created: nowSeconds(),
  };
  context.state.accounts.set(account.id, account);
  return account;
}

export function findAccount(context: StandInContext, id: string, param = "account"): Account {
  const account = context.state.accounts.get(id);
  if (!account) throw noSuch("account", id, param);
  return account;
}

export function createAccountLink(
  context: StandInContext,
  input: { account: string; refreshUrl: string; returnUrl: string; type: string },
) {
  findAccount(context, input.account);
  if (input.type !== "account_onboarding" && input.type !== "account_update") {
    throw invalidParam("type", `Invalid type: must be one of account_onboarding or account_update`);
  }
  const token = randomBytes(12).toString("hex");
  const created = nowSeconds();
  // Stripe's account links are short-lived and single-use.
  const expiresAt = created + 300;
  context.state.accountLinks.set(token, {
    account: input.account,
    refreshUrl: input.refreshUrl,
    returnUrl: input.returnUrl,
    expiresAt,
    isUsed: false,
  });
  return {
    object: "account_link" as const,
    created,
    expires_at: expiresAt,
    url: `${context.publicUrl}/connect/${input.account}/onboarding?link=${token}`,
  };
}

/** The account holder finished onboarding: details submitted, payouts and charges enabled. */
export function completeOnboarding(context: StandInContext, accountId: string): Account {
  const account = findAccount(context, accountId);
  account.details_submitted = true;
  account.payouts_enabled = true;
  account.charges_enabled = true;
  account.capabilities = Object.fromEntries(
    [...new Set([...Object.keys(account.capabilities), "transfers"])].map((name) => [
      name,
      "active" as const,
    ]),
  );
  context.emit("account.updated", account);
  return account;
}

export function createTransfer(
  context: StandInContext,
  input: {
    amount: number;
    currency: string;
    destination: string;
    transferGroup: string | null;
    metadata: Metadata;
  },
): Transfer {
  const account = context.state.accounts.get(input.destination);
  if (!account) throw noSuch("destination", input.destination, "destination");
  if (account.capabilities.transfers !== "active" || !account.payouts_enabled) {
    throw new StripeApiError(400, {
      type: "invalid_request_error",
      code: "insufficient_capabilities_for_transfer",
      message:
        "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
    });
  }
  const id = newId("tr");
  const transfer: Transfer = {
    id,
    object: "transfer",
    amount: input.amount,
    amount_reversed: 0,
    currency: input.currency,
    destination: input.destination,
    transfer_group: input.transferGroup,
    metadata: input.metadata,
    reversals: { object: "list", data: [], has_more: false, url: `/v1/transfers/${id}/reversals` },
    reversed: false,
    created: nowSeconds(),
    livemode: false,
  };
  context.state.transfers.set(transfer.id, transfer);
  context.emit("transfer.created", transfer);
  return transfer;
}
