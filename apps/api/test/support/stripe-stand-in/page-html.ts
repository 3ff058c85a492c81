/** The hosted pages' HTML: plain, labelled forms that work by keyboard and at 360 px wide. */

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1f36; background: #f6f9fc; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; }
  h1 { font-size: 1.375rem; margin: 0 0 0.5rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0 0 1rem; }
  .test-mode { display: inline-block; background: #ffde92; color: #5c3c00; border-radius: 4px; padding: 0 0.5rem; font-size: 0.875rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { display: block; width: 100%; margin-top: 0.25rem; padding: 0.625rem; font: inherit; border: 1px solid #6b7385; border-radius: 6px; }
  input[aria-invalid="true"] { border-color: #b3093c; }
  .row { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  .row > div { flex: 1 1 8rem; }
  button { display: block; width: 100%; margin-top: 1.5rem; padding: 0.75rem; font: inherit; font-weight: 600; color: #fff; background: #0a2540; border: 0; border-radius: 6px; cursor: pointer; }
  button.secondary { color: #0a2540; background: #fff; border: 1px solid #0a2540; }
  :focus-visible { outline: 3px solid #635bff; outline-offset: 2px; }
  [role="alert"] { margin: 1rem 0 0; padding: 0.75rem; color: #8a0a2e; background: #fde8ec; border-radius: 6px; }
  a { color: #3d35c7; }
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="test-mode">Test mode</p>
${body}
</main>
</body>
</html>`;
}

export interface PayFormView {
  action: string;
  itemName: string;
  amount: string;
  cancelUrl: string | null;
  error: { message: string; field: "cardnumber" | "exp-date" | "cvc" | "billingName" | null } | null;
  /** What the customer typed that may be shown again (never the card number or CVC). */
  values: { expiry: string; name: string };
}

export function payFormHtml(view: PayFormView): string {
  const invalid = (field: string) =>
    view.error?.field === field ? ' aria-invalid="true" aria-describedby="payment-error"' : "";
  return page(
    `Pay ${view.amount}`,
    `<h1>${escapeHtml(view.itemName)}</h1>
<p class="amount">${escapeHtml(view.amount)}</p>
${view.error ? `<p role="alert" id="payment-error">${escapeHtml(view.error.message)}</p>` : ""}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
  <label for="cardnumber">Card number</label>
  <input id="cardnumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required${invalid("cardnumber")}>
  <div class="row">
    <div>
      <label for="exp-date">Expiry (MM / YY)</label>
      <input id="exp-date" name="exp-date" autocomplete="cc-exp" placeholder="MM / YY" required value="${escapeHtml(view.values.expiry)}"${invalid("exp-date")}>
    </div>
    <div>
      <label for="cvc">CVC</label>
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required${invalid("cvc")}>
    </div>
  </div>
  <label for="billingName">Name on card</label>
  <input id="billingName" name="billingName" autocomplete="cc-name" required value="${escapeHtml(view.values.name)}"${invalid("billingName")}>
  <button type="submit">Pay ${escapeHtml(view.amount)}</button>
</form>
${view.cancelUrl ? `<p><a href="${escapeHtml(view.cancelUrl)}">Cancel and go back</a></p>` : ""}`,
  );
}

export function challengeHtml(action: string, amount: string): string {
  return page(
    "3D Secure authentication",
    `<h1>3D Secure authentication</h1>
<p>Your bank asks you to confirm this payment of ${escapeHtml(amount)}. In test mode, choose the outcome.</p>
<form method="post" action="${escapeHtml(action)}">
  <button type="submit" name="outcome" value="complete">Complete authentication</button>
  <button type="submit" name="outcome" value="fail" class="secondary">Fail authentication</button>
</form>`,
  );
}

export function onboardingHtml(action: string, token: string, returnUrl: string): string {
  return page(
    "Set up payouts",
    `<h1>Set up payouts</h1>
<p>CampusRide partners with Stripe for fast, secure payouts. In test mode, submitting fills in test business details and a test bank account.</p>
<form method="post" action="${escapeHtml(action)}">
  <input type="hidden" name="link" value="${escapeHtml(token)}">
  <button type="submit">Agree and submit</button>
</form>
<p><a href="${escapeHtml(returnUrl)}">Return without finishing</a></p>`,
  );
}

export function messageHtml(title: string, message: string, link?: { href: string; text: string }): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ""}`,
  );
}
