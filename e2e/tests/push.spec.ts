import { CONNECTION_MESSAGES, PUSH_MESSAGES } from "@campusride/shared/messages";
import type { Page } from "@playwright/test";
import {
  createSignedInAccount,
  expectNoHorizontalScroll,
  riderBody,
  uniqueEmail,
} from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { expect, test } from "../support/test.ts";

// the app's service worker runs here (the other journeys block it: playwright.config.ts)
test.use({
  serviceWorkers: "allow",
  viewport: { width: 360, height: 780 },
  // offline, the page's reads of the API fail as they should
  allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED/,
});

/** Waits for the service worker to be active and in control of the page (its shell kept). */
async function controlledByServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? null))
    .toBe("activated");
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test("the app installs its service worker, opens offline saying so, and shows a push", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = page.context();
  await context.grantPermissions(["notifications"], { origin: baseURL! });
  await createSignedInAccount(page, request, riderBody(uniqueEmail("push")));

  // installable: the page names the manifest, which names the icons and the start page
  await page.goto("/profile");
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = (await (await request.get(manifestHref!)).json()) as {
    display: string;
    start_url: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest.display).toBe("standalone");
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.headers()["content-type"]).toBe("image/png");
  }
  await controlledByServiceWorker(page);

  // /profile: the push card beside the email one, this device's switch off
  await expect(page.getByRole("heading", { name: PUSH_MESSAGES.title })).toBeVisible();
  await expect(page.getByRole("switch", { name: PUSH_MESSAGES.deviceSwitch })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await expect(
    page.getByRole("checkbox", { name: "The trip's day: on the way, at the pickup, running late, no-shows" }),
  ).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);

  // offline, the app still opens from the kept shell and says the network is gone (a
  // screen opens offline once its code was loaded online)
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: CONNECTION_MESSAGES.offline })).toBeVisible();
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.setOffline(false);
  // a push (as the push service would deliver it) is shown as a notification
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const own = registrations.find((registration) => !registration.isDeleted);
      if (own) resolve(own.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: new URL(baseURL!).origin,
    registrationId: await registrationId,
    data: JSON.stringify({
      title: "CampusRide",
      body: "Dana is on the way to the pickup for Gainesville → Orlando",
      url: "/dashboard",
      tag: "campusride-42",
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          tag: shown.tag,
        }));
      }),
    )
    .toEqual([
      {
        title: "CampusRide",
        body: "Dana is on the way to the pickup for Gainesville → Orlando",
        tag: "campusride-42",
      },
    ]);
});
