import { BROWSER_CHECK_MESSAGES } from "@campusride/shared/messages";
import type { Locator, Page } from "@playwright/test";
import {
  createVerifiedAccount,
  expectNoHorizontalScroll,
  PASSWORD,
  riderBody,
  uniqueEmail,
} from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { expect, test } from "../support/test.ts";

// The browser asks for a check (429) and, in the first try here, loses its connection
test.use({ allowedConsoleErrors: /status of 429|net::ERR_FAILED/ });

/** Presses Tab until `target` has the focus: the keyboard's way there. */
async function tabTo(page: Page, target: Locator) {
  for (let press = 0; press < 40; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the field");
}

/** Every text the page's status regions showed, in order, and whether it could be seen. */
function recordStatusTexts(page: Page) {
  return page.addInitScript(() => {
    const shown: Array<{ text: string; isVisible: boolean }> = [];
    Object.assign(window, { shownStatusTexts: shown });
    new MutationObserver(() => {
      for (const region of Array.from(document.querySelectorAll('[role="status"]'))) {
        const text = region.textContent?.trim() ?? "";
        if (text === "" || shown.at(-1)?.text === text) continue;
        shown.push({ text, isVisible: region.getBoundingClientRect().height > 0 });
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

test("a student behind an address under attack passes the browser check and signs in by keyboard", async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  // 300 sign-up attempts take a few seconds on a busy machine
  test.setTimeout(180_000);
  // a server just started answers 503 until its database is ready: the attack starts after
  await expect.poll(async () => (await request.get("/api/ready")).status(), { timeout: 90_000 }).toBe(200);
  const email = uniqueEmail("campus-check");
  await createVerifiedAccount(page, request, riderBody(email));

  // the campus address (the server trusts X-Forwarded-For here): 300 junk sign-ups from it
  // reach its ceiling, after which every account request from it is asked for a check
  const campus = `10.79.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const fromCampus = { origin: new URL(baseURL!).origin, "x-forwarded-for": campus };
  // the attacker is signed out: no cookie of the student's account goes with the junk
  const attacker = await playwright.request.newContext({ baseURL });
  for (let batch = 0; batch < 12; batch += 1) {
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        attacker.post("/api/auth/sign-up/email", { data: {}, headers: fromCampus }),
      ),
    );
    expect(answers.map((answer) => answer.status())).toEqual(answers.map(() => 400));
  }
  await attacker.dispose();
  const asked = await request.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    headers: fromCampus,
  });
  expect(asked.status()).toBe(429);
  expect((await asked.json()).error).toEqual({
    code: "CHALLENGE_REQUIRED",
    message: BROWSER_CHECK_MESSAGES.required,
  });

  // the student's phone, on the campus network
  await page.setViewportSize({ width: 360, height: 740 });
  await page.setExtraHTTPHeaders({ "x-forwarded-for": campus });
  await recordStatusTexts(page);
  // the first check fails (the connection drops); the second is held until looked at
  let challengeFetches = 0;
  let releaseChallenge = () => {};
  const challengeReleased = new Promise<void>((resolve) => (releaseChallenge = resolve));
  await page.route("**/api/auth-challenge", async (route) => {
    challengeFetches += 1;
    if (challengeFetches === 1) return route.abort("failed");
    await challengeReleased;
    return route.continue();
  });

  await page.goto("/signin");
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, page.getByLabel("Email"));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel("Password", { exact: true }));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText(BROWSER_CHECK_MESSAGES.failed);
  await expectNoSeriousA11yViolations(page);

  // trying again: the check runs by itself, and says so
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  const status = page.getByRole("status").filter({ hasText: BROWSER_CHECK_MESSAGES.checking });
  await expect(status).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  releaseChallenge();

  // solving, then a password check: seconds on a busy machine
  await expect(page).toHaveURL(/\/auth-success$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
  const shown = (await page.evaluate(
    () => (window as unknown as { shownStatusTexts: unknown }).shownStatusTexts,
  )) as Array<{ text: string; isVisible: boolean }>;
  const checkTexts = shown.filter(
    ({ text }) => text === BROWSER_CHECK_MESSAGES.checking || text === BROWSER_CHECK_MESSAGES.checked,
  );
  // announced in this order, each while it could be seen
  expect(checkTexts.slice(-2)).toEqual([
    { text: BROWSER_CHECK_MESSAGES.checking, isVisible: true },
    { text: BROWSER_CHECK_MESSAGES.checked, isVisible: true },
  ]);
});
