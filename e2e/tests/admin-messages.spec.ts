import { CONTACT_INBOX_MESSAGES, CONTACT_MESSAGES } from "@campusride/shared/messages";
import type { Page } from "@playwright/test";
import { expectNoHorizontalScroll, linkFromMailbox, signIn, uniqueEmail } from "../support/accounts.ts";
import { DEMO_ADMIN_EMAIL } from "../support/admin.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { expect, test } from "../support/test.ts";
import { DEMO_PASSWORD } from "../support/trips.ts";

test.use({ viewport: { width: 360, height: 780 } });

/** Checks the page at 360 px: nothing wider than the screen, and no serious axe finding. */
async function expectAccessibleAt360(page: Page) {
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
}

test("a student's contact message reaches the admin inbox, is answered by email and shows answered", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("asks");
  const name = `Maya Question ${Date.now() % 100_000}`;
  const question = "Can I bring my bike on a ride to Tampa?\nIt folds.";

  // the student writes through the contact page, on a phone
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Subject").selectOption("General Inquiry");
  await form.getByLabel("Message").fill(question);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(CONTACT_MESSAGES.thanks)).toBeVisible();

  // the admin, in a browser of their own, goes from the admin nav to Messages
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  const admin = await context.newPage();
  await signIn(admin, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  // signed in once the welcome page shows; no need to wait out its countdown
  await admin.waitForURL(/\/auth-success/, { timeout: 30_000 });
  await admin.goto("/admin/licenses");
  await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Messages" }).click();
  await expect(admin).toHaveURL("/admin/messages");
  const filters = admin.getByRole("group", { name: "Show messages" });
  await expect(filters.getByRole("button", { name: "Open" })).toHaveAttribute("aria-pressed", "true");
  const card = admin.getByRole("article", { name: `General Inquiry: ${name}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Can I bring my bike on a ride to Tampa?");
  await expectAccessibleAt360(admin);

  await card.getByRole("link", { name: "Read and reply" }).click();
  await expect(admin).toHaveURL(/\/admin\/messages\/[0-9a-f-]{36}$/);
  const details = admin.getByRole("article", { name: "General Inquiry" });
  await expect(details).toContainText(email);
  await expect(details).toContainText("It folds.");
  await expectAccessibleAt360(admin);

  // an empty reply is refused on the form; a real one is mailed
  const replyForm = admin.getByRole("form", { name: "Reply by email" });
  await replyForm.getByRole("button", { name: "Send Reply" }).click();
  await expect(replyForm.getByText(CONTACT_INBOX_MESSAGES.replyRequired)).toBeVisible();
  const reply = "Yes: folding bikes ride free. Tell your driver in the request's notes.";
  await replyForm.getByLabel("Your reply").fill(reply);
  await replyForm.getByRole("button", { name: "Send Reply" }).click();
  await expect(admin.getByText(CONTACT_INBOX_MESSAGES.replySent)).toBeVisible();
  await expect(details).toContainText("Answered by Avery Admin on");
  await expect(details).toContainText(reply);
  await expect(replyForm).toHaveCount(0);
  await expect(admin.getByRole("button", { name: "Mark as answered" })).toHaveCount(0);
  await expectAccessibleAt360(admin);

  // the inbox lists it under Answered, no longer under Open
  await admin.getByRole("link", { name: CONTACT_INBOX_MESSAGES.backToInbox }).first().click();
  await expect(admin).toHaveURL("/admin/messages");
  await expect(admin.getByRole("article", { name: `General Inquiry: ${name}` })).toHaveCount(0);
  await admin.getByRole("group", { name: "Show messages" }).getByRole("button", { name: "Answered" }).click();
  const answered = admin.getByRole("article", { name: `General Inquiry: ${name}` });
  await expect(answered).toContainText("Answered by Avery Admin on");

  // a message that does not exist: the way back, not 'Try Again'
  await admin.goto(`/admin/messages/${crypto.randomUUID()}`);
  const missing = admin.getByRole("alert").filter({ hasText: CONTACT_INBOX_MESSAGES.notFound });
  await expect(missing.getByRole("link", { name: CONTACT_INBOX_MESSAGES.backToInbox })).toBeVisible();
  await expect(missing.getByRole("button", { name: "Try Again" })).toHaveCount(0);
  await expectAccessibleAt360(admin);
  await context.close();

  // the reply reached the student's address, with the way back to the contact page
  const link = await linkFromMailbox(page, email, "Re: General Inquiry — CampusRide");
  expect(link).toMatch(/\/contact$/);
  const mail = page.getByRole("listitem").filter({ hasText: email }).first();
  await expect(mail).toContainText(reply);
  await expect(mail).toContainText("Can I bring my bike on a ride to Tampa?");
});
