import { expect, test } from "../support/test.ts";

test("a shared link shows CampusRide's title, description and picture", async ({ page, request }) => {
  await page.goto("/faq");
  const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`);
  await expect(meta("og:title")).toHaveAttribute("content", "CampusRide · Rides for university students");
  await expect(meta("og:description")).toHaveAttribute("content", /verified university students/);
  await expect(meta("og:type")).toHaveAttribute("content", "website");
  await expect(meta("twitter:card")).toHaveAttribute("content", "summary_large_image");

  const image = await request.get((await meta("og:image").getAttribute("content")) ?? "");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
});
