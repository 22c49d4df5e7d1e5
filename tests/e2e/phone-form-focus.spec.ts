// A form checked in the browser takes the focus to the first field it refuses (lib/client/focus-first-invalid.ts), on a
// 360×740 touch phone: /tracking on the platform and on a sale website, and a product's order form. The submit button
// sits below the fields; with the focus left on it, the message is out of sight and a screen reader says nothing.
import { expect, test } from "@playwright/test";
import { SEEDED, withDb } from "./helpers";

const PORT = Number(process.env.E2E_PORT ?? 3100);

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

for (const host of ["localhost", "kuhestan.localhost"]) {
  test(`/tracking on ${host} takes the focus to the field it refuses`, async ({ page }) => {
    await page.goto(`http://${host}:${PORT}/tracking`);
    const form = page.getByTestId("tracking-form");
    const mobile = form.getByLabel("شماره موبایل خریدار");
    const code = form.getByLabel("کد رهگیری");
    await form.getByRole("button", { name: "پیگیری" }).tap();
    await expect(mobile).toHaveAttribute("aria-invalid", "true");
    await expect(mobile).toBeFocused();
    await mobile.fill("09121110001");
    await form.getByRole("button", { name: "پیگیری" }).tap();
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(code).toBeFocused();
    await expect(page.getByText("این فیلد نمی‌تواند خالی باشد")).toBeInViewport();
  });
}

test("a product's order form takes the focus to the first field it refuses", async ({ page }) => {
  const { leaderId, productId } = await withDb(async (db) => {
    const leader = (await db.query<{ id: number }>(`select id from "User" where mobile = $1`, [SEEDED.leader.mobile]))
      .rows[0].id;
    const product = (
      await db.query<{ id: number }>(
        `select id from "Product" where "leaderId" = $1 and "soldCount" < capacity order by id limit 1`,
        [leader],
      )
    ).rows[0].id;
    return { leaderId: leader, productId: product };
  });
  await page.goto(`/${leaderId}/product/${productId}/reserve`);
  await page.getByRole("button", { name: "پرداخت" }).tap();
  const first = page.locator("#order-first");
  await expect(first).toHaveAttribute("aria-invalid", "true");
  await expect(first).toBeFocused();
  await expect(page.getByText("نام را وارد کنید")).toBeInViewport();
});
