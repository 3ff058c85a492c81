/**
 * Uses the stand-in's hosted pages the way a browser does, for API tests: load the page,
 * read its form, post it, and follow nothing (the test looks at each answer).
 */
export interface PageAnswer {
  status: number;
  /** Where a 303 sends the browser. */
  location: string | null;
  html: string;
}

export async function openPage(url: string): Promise<PageAnswer> {
  return answerOf(await fetch(url, { redirect: "manual" }));
}

/** Posts the page's first form (its action, hidden fields and the given fields), as a browser would. */
export async function submitForm(
  pageUrl: string,
  html: string,
  fields: Record<string, string>,
): Promise<PageAnswer> {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error(`No form on ${pageUrl}`);
  const body = new URLSearchParams();
  for (const hidden of (form[2] ?? "").matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    body.set(hidden[1] as string, unescape(hidden[2] as string));
  }
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const action = new URL(unescape(form[1] as string), pageUrl);
  return answerOf(
    await fetch(action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      redirect: "manual",
    }),
  );
}

/** Fills in the hosted Checkout page with a card and pays. */
export async function payWithCard(checkoutUrl: string, cardNumber: string): Promise<PageAnswer> {
  const page = await openPage(checkoutUrl);
  if (page.status !== 200) throw new Error(`The pay page answered ${page.status}`);
  return submitForm(checkoutUrl, page.html, {
    cardnumber: cardNumber,
    "exp-date": "12 / 34",
    cvc: "123",
    billingName: "Rita Rider",
  });
}

async function answerOf(response: Response): Promise<PageAnswer> {
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

function unescape(text: string): string {
  return text
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
