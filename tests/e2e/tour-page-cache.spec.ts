// The public tour page is a Pages Router page rendered on each request without Next's client runtime
// (docs/decisions.md, "Public pages: speed"): the tour's terms come from the data cache and every
// edit expires them, so an edit shows on the very next request; the places left are read fresh. Its
// only script is the islands script; an affiliate's ?sellerId= that the tour does not allow is
// dropped by the buy box.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { newMobile, SEEDED, withDb } from "./helpers";
import { apiToken, createTour, nationalIds, type CreatedTour } from "./public-flow";

test("an edit of the tour shows on the next request, though its terms are cached", async ({ page, request }) => {
  const tour = await createTour(request, { capacity: 10 });
  const url = `/${tour.leaderId}/tour/${tour.id}`;
  const first = await page.goto(url);
  expect(first?.status()).toBe(200);
  expect(first?.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=10");
  await expect(page.getByTestId("registration-state")).toHaveText("ثبت‌نام فعال");
  // No script of Next's: the islands script and the chunks it imports, nothing else.
  const scripts = await page.locator("script[src]").evaluateAll((tags) => tags.map((t) => t.getAttribute("src")));
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/islands\/tour-islands-\w+\.js$/);
  expect(await page.locator("#__NEXT_DATA__").count()).toBe(0);

  // The terms really come from the cache: a change behind the services' back does not show yet… Other spec
  // files changing the seeded leader's tours (visibility, logbook) rightly expire all of that leader's cached
  // terms now and then, so a change is tried until one stays hidden.
  let description = "";
  await expect
    .poll(
      async () => {
        description = `شرح تازه ${Date.now().toString(36)}`;
        await withDb((db) => db.query(`UPDATE "Tour" SET description = $1 WHERE id = $2`, [description, tour.id]));
        await page.goto(url);
        await expect(page.locator("h1")).toHaveText(tour.title);
        return (await page.getByRole("main").textContent())?.includes(description) ? "shown" : "hidden";
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe("hidden");

  // …and a leader's edit expires them at once, while the places left and the switch are always live.
  const auth = { authorization: `Bearer ${await apiToken(request, SEEDED.leader)}` };
  const service = `چای عصرانه ${Date.now().toString(36)}`;
  const added = await request.post(`/api/Tour/${tour.id}/Service`, { headers: auth, data: { title: service } });
  expect(added.ok(), await added.text()).toBe(true);
  const toggled = await request.put(`/api/Tour/${tour.id}/toggleRegistration`, { headers: auth });
  expect(toggled.ok(), await toggled.text()).toBe(true);
  await page.goto(url);
  await expect(page.getByRole("main")).toContainText(service);
  await expect(page.getByRole("main")).toContainText(description);
  await expect(page.getByTestId("registration-state")).toHaveText("ثبت‌نام بسته است");
});

test("a missing tour, a draft, or a tour under another leader's address answers the Persian 404 page", async ({ page, request }) => {
  const tour = await createTour(request, { capacity: 10 });
  const draft = await createTour(request, { capacity: 10 });
  expect((await page.goto(`/${draft.leaderId}/tour/${draft.id}`))?.status()).toBe(200);
  // Made a draft after its terms were cached: the live read refuses it on the next request.
  await withDb((db) => db.query(`UPDATE "Tour" SET "isDraft" = true WHERE id = $1`, [draft.id]));
  const paths = [`/${tour.leaderId}/tour/99999999`, `/${tour.leaderId + 1000}/tour/${tour.id}`, `/${tour.leaderId}/tour/abc`, `/${draft.leaderId}/tour/${draft.id}`];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveTitle(/صفحه مورد نظر پیدا نشد/);
    await expect(page.getByRole("heading", { name: "صفحه مورد نظر پیدا نشد" })).toBeVisible();
    await expect(page.getByTestId("back-home")).toHaveAttribute("href", "/");
    expect(await page.locator("script[src]").count(), path).toBe(0);
  }
});

test("a seller the tour does not allow is dropped from the buy box", async ({ page, request }) => {
  const tour = await createTour(request, { capacity: 10 });
  await page.goto(`/${tour.leaderId}/tour/${tour.id}?sellerId=999999`);
  const buyBox = page.getByTestId("buy-box");
  await expect(page.getByTestId("buy-continue")).toBeEnabled();
  await expect(buyBox).not.toContainText("فروش توسط همکار");
});

/** A C2C reservation of `seats` passengers through the API: a sale, as a traveller makes it. */
async function sell(request: APIRequestContext, tour: CreatedTour, seats: number[]) {
  const ids = nationalIds(seats.length);
  const reserved = await request.post(`/api/tour/${tour.id}/reservation/session/${tour.sessionId}`, {
    data: {
      paymentMethod: "C2C",
      passengers: seats.map((seat, i) => ({ firstName: "مسافر", lastName: "آزمون", gender: "Male", mobile: newMobile(), nationalId: ids[i], ageGroup: "Adult", vehicleId: tour.vehicleId, seat, extraItems: [] })),
    },
  });
  expect(reserved.ok(), await reserved.text()).toBe(true);
}

test("the places left follow a sale within 2 s on an open page, and a sold-out session is not offered nor reservable", async ({ page, request }) => {
  const tour = await createTour(request, { capacity: 3 });
  const url = `/${tour.leaderId}/tour/${tour.id}`;
  // The HTML carries no figure, only a placeholder of its size; the live figures fill it in.
  const html = await (await request.get(url)).text();
  expect(html).toMatch(/data-testid="places-left"[^>]*>…</);
  await page.goto(url);
  const row = page.getByTestId("session-row");
  const buyBox = page.getByTestId("buy-box");
  await expect(row.getByTestId("places-left")).toHaveText("۳");
  await expect(buyBox.getByTestId("places-left")).toHaveText("۳");

  // A sale while the page is open: the figure follows within 2 s (refreshed every 2 s, at most 1 s old on the server).
  await sell(request, tour, [1]);
  const sold = Date.now();
  await expect(row.getByTestId("places-left")).toHaveText("۲", { timeout: 4_000 });
  expect(Date.now() - sold).toBeLessThan(3_500);

  // The last places sold: the session is no longer offered, the page says it is full, and its
  // reserve step (opened with a draft made before) refuses it.
  await page.getByTestId("buy-continue").click();
  await expect(page).toHaveURL(/\/reserve\/busSeat/);
  await sell(request, tour, [2, 3]);
  await page.reload();
  await expect(page.getByTestId("session-closed")).toBeVisible();
  await page.goto(url);
  await expect(row.getByTestId("places-left")).toHaveText("۰");
  await expect(row.getByTestId("session-state")).toHaveText("تکمیل ظرفیت");
  await expect(page.getByTestId("registration-state")).toHaveText("تکمیل ظرفیت");
  await expect(buyBox).toContainText("تکمیل ظرفیت");
  await expect(page.getByTestId("buy-continue")).toHaveCount(0);
  await expect(page.getByRole("radio")).toHaveCount(0);
});

test("the live figures' call answers the places left and a Persian 404 for a tour that is not public", async ({ request }) => {
  const tour = await createTour(request, { capacity: 4 });
  const res = await request.get(`/api/tour/${tour.id}/places`);
  expect(res.ok()).toBe(true);
  expect(await res.json()).toMatchObject({ status: "Enabled", registrationOpen: true, sessions: [{ id: tour.sessionId, availableCapacity: 4, isRegistrable: true }] });
  for (const id of ["99999999", "abc"]) {
    const missing = await request.get(`/api/tour/${id}/places`);
    expect(missing.status(), id).toBeGreaterThanOrEqual(400);
    expect(missing.status(), id).toBeLessThan(500);
    expect((await missing.json()).errors[0]).toMatch(/[\u0600-\u06FF]/);
  }
});
