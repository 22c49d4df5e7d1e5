// The public tour page is served from the page cache for up to 10 s (docs/decisions.md, "Public
// pages: speed"): a leader's edit must still show on the very next request, and an affiliate's
// ?sellerId= that the tour does not allow is dropped by the buy box.
import { expect, test } from "@playwright/test";
import { SEEDED } from "./helpers";
import { apiToken, createTour } from "./public-flow";

test("an edit of the tour shows on the next request, though the page is cached", async ({ page, request }) => {
  const tour = await createTour(request, { capacity: 10 });
  const url = `/${tour.leaderId}/tour/${tour.id}`;
  await page.goto(url);
  await expect(page.getByTestId("registration-state")).toHaveText("ثبت‌نام فعال");
  const cachedAt = Date.now();
  // The page really comes from the cache now (so the test below cannot pass by re-rendering).
  const again = await request.get(url);
  expect(again.headers()["x-nextjs-cache"]).toBe("HIT");

  const token = await apiToken(request, SEEDED.leader);
  const toggled = await request.put(`/api/Tour/${tour.id}/toggleRegistration`, { headers: { authorization: `Bearer ${token}` } });
  expect(toggled.ok(), await toggled.text()).toBe(true);

  await page.goto(url);
  await expect(page.getByTestId("registration-state")).toHaveText("ثبت‌نام بسته است");
  // Well inside the cache's 10 s: only the expiry by the edit can explain the new state.
  expect(Date.now() - cachedAt).toBeLessThan(10_000);
});

test("a seller the tour does not allow is dropped from the buy box", async ({ page, request }) => {
  const tour = await createTour(request, { capacity: 10 });
  await page.goto(`/${tour.leaderId}/tour/${tour.id}?sellerId=999999`);
  const buyBox = page.getByTestId("buy-box");
  await expect(page.getByTestId("buy-continue")).toBeEnabled();
  await expect(buyBox).not.toContainText("فروش توسط همکار");
});
