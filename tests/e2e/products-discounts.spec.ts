// Issue 12's journeys: a leader makes a product with a photo, a buyer orders and pays it in the
// sandbox and reads the receipt, the leader sees the buyer in the report; a leader makes a
// discount campaign, attaches it to a tour in the wizard's step three, and a traveller pays the
// discounted price.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { login, newMobile, SEEDED, withDb } from "./helpers";
import { createTour, nationalIds } from "./public-flow";

// Each journey walks several pages and a gateway on a shared, busy machine.
test.describe.configure({ timeout: 240_000 });

const png = (color: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();

test("a leader makes a product with a photo, a buyer pays it in the sandbox and reads the receipt, the leader sees the buyer", async ({
  page,
}) => {
  const title = `کوله آزمون ${Date.now().toString(36)}`;
  await login(page, SEEDED.leader.mobile, SEEDED.leader.password, SEEDED.leader.landing);
  await page.goto("/dashboard/product/add");
  await page.getByLabel(/^عنوان محصول/).fill(title);
  await page.getByLabel(/^ظرفیت/).fill("5");
  await page.getByLabel(/^قیمت هر عدد/).fill("1200000");
  await page.getByLabel(/^سؤال اضافه از خریدار/).fill("رنگ دلخواه");
  await page
    .getByLabel("انتخاب تصویر محصول")
    .setInputFiles({ name: "bag.png", mimeType: "image/png", buffer: await png("#2f855a") });
  await expect(page.getByRole("img", { name: "تصویر ۱" })).toBeVisible();
  await page.getByRole("button", { name: "ثبت محصول" }).click();
  // The leader lands on the product list, which says the product was added (issue 22, item 18).
  await expect(page.getByTestId("saved-notice")).toHaveText(/محصول اضافه شد\./);
  await expect(page).toHaveURL(/\/dashboard\/product$/);

  const product = await withDb(async (db) => {
    const { rows } = await db.query<{ id: number; leaderId: number; photos: number }>(
      `select p.id, p."leaderId", (select count(*)::int from "ProductPhoto" f where f."productId" = p.id) as photos from "Product" p where title = $1`,
      [title],
    );
    return rows[0];
  });
  expect(product.photos).toBe(1);

  // On the edit page (a phone's width) the same photo slots as the tour wizard call the API at
  // once: a second photo is stored, moved first, then deleted.
  const storedPhotos = () =>
    withDb(
      async (db) =>
        (
          await db.query<{ n: number }>(`select count(*)::int as n from "ProductPhoto" where "productId" = $1`, [
            product.id,
          ])
        ).rows[0].n,
    );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/product/edit/${product.id}`);
  const photos = page.getByRole("region", { name: "تصاویر محصول" });
  await expect(photos.getByRole("img", { name: "تصویر ۱" })).toBeVisible();
  await page
    .getByLabel("انتخاب تصویر محصول")
    .setInputFiles({ name: "strap.png", mimeType: "image/png", buffer: await png("#c05621") });
  await expect(photos.getByRole("img", { name: "تصویر ۲" })).toBeVisible();
  await expect.poll(storedPhotos).toBe(2);
  expect(await photos.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await photos.getByRole("button", { name: "انتقال تصویر ۲ به قبل" }).click();
  await expect(photos.getByRole("button", { name: "انتقال تصویر ۲ به قبل" })).toBeEnabled();
  await photos.getByRole("button", { name: "حذف تصویر ۲" }).click();
  await expect(photos.getByRole("img", { name: /^تصویر / })).toHaveCount(1);
  await expect.poll(storedPhotos).toBe(1);
  await page.setViewportSize({ width: 1366, height: 800 });

  // The list shows it.
  await page.goto("/dashboard/product");
  await expect(page.getByTestId("product-row").filter({ hasText: title })).toBeVisible();

  // A buyer (no session needed on public pages) orders two and pays online.
  const buyer = await page.context().browser()!.newPage();
  await buyer.goto(`/${product.leaderId}/product/${product.id}`);
  await expect(buyer.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(buyer.getByTestId("stock-state")).toHaveText("موجودی محدود");
  await expect(buyer.getByRole("img", { name: `${title} - تصویر ۱` })).toBeVisible();
  await buyer.getByRole("link", { name: "ثبت سفارش" }).click();
  await expect(buyer).toHaveURL(/\/reserve$/);
  const mobile = newMobile();
  await buyer.getByLabel(/^نام\*?$/).fill("سارا");
  await buyer.getByLabel(/^نام خانوادگی/).fill("کریمی");
  await buyer.getByLabel(/^موبایل/).fill(mobile);
  await buyer.getByLabel(/^کد ملی/).fill(nationalIds(1)[0]);
  await buyer.getByLabel(/^تعداد/).fill("2");
  await buyer.getByLabel(/^رنگ دلخواه/).fill("سبز");
  await expect(buyer.getByTestId("order-amount")).toHaveText("۲٬۴۰۰٬۰۰۰ تومان");
  await buyer.getByRole("button", { name: "پرداخت" }).click();
  await expect(buyer).toHaveURL(/\/payment\/sandbox\//);
  await expect(buyer.getByTestId("sandbox-amount")).toHaveText("۲٬۴۰۰٬۰۰۰ تومان");
  await buyer.getByRole("button", { name: "پرداخت موفق" }).click();
  await expect(buyer).toHaveURL(
    new RegExp(`/${product.leaderId}/product/${product.id}/reserve/receipt\\?.*status=paid`),
  );
  await expect(buyer.getByTestId("receipt-status")).toHaveText("پرداخت شده");
  await expect(buyer.getByTestId("product-receipt")).toContainText(title);
  await buyer.close();

  // The leader's report lists the buyer.
  await page.goto(`/dashboard/product/report/${product.id}`);
  const row = page.getByTestId("customer-row").first();
  await expect(row).toContainText("سارا کریمی");
  await expect(row).toContainText("پرداخت شده");
  await expect(row).toContainText("۲٬۴۰۰٬۰۰۰");
});

test("a leader makes a campaign, attaches it to a tour in step three, and a traveller pays the discounted price", async ({
  page,
  request,
}) => {
  const tour = await createTour(request, { capacity: 20 });
  const code = `E2E${Date.now().toString(36).toUpperCase().slice(-6)}`;
  await login(page, SEEDED.leader.mobile, SEEDED.leader.password, SEEDED.leader.landing);
  await page.goto("/dashboard/discounts");
  await page.getByRole("button", { name: "کمپین جدید" }).click();
  const form = page.getByTestId("campaign-form");
  await form.getByLabel(/^عنوان/).fill("جشنواره آزمون");
  await form.getByLabel(/^کدها توسط سیستم/).uncheck();
  await form.getByLabel(/^کد تخفیف/).fill(code);
  await form.getByLabel(/^تعداد دفعات استفاده/).fill("3");
  await form.getByLabel(/^درصد تخفیف/).fill("25");
  await page.getByTestId("campaign-save").click();
  await expect(page.getByText("کد تخفیف ایجاد شد")).toBeVisible();
  const row = page.getByTestId("campaign-row").filter({ hasText: code });
  await expect(row).toContainText("۲۵٪");
  await row.getByRole("button", { name: "کدها" }).click();
  await expect(page.getByTestId("campaign-codes")).toContainText(code);
  await page.keyboard.press("Escape");

  await page.goto(`/dashboard/tour/edit/${tour.id}/stepThree`);
  await page.getByRole("checkbox", { name: "کمپین جشنواره آزمون" }).first().check();
  await page.getByRole("button", { name: "ذخیره نهایی" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tour$/);
  const attached = await withDb(
    async (db) =>
      (await db.query(`select count(*)::int as n from "TourDiscountCampaign" where "tourId" = $1`, [tour.id])).rows[0]
        .n,
  );
  expect(attached).toBe(1);

  // The traveller: one adult, a seat, the campaign code, 25 % off 2,000,000.
  const traveller = await page.context().browser()!.newPage();
  await traveller.goto(`/${tour.leaderId}/tour/${tour.id}`);
  await traveller.getByTestId("buy-continue").click();
  await expect(traveller).toHaveURL(/\/reserve\/busSeat/);
  await traveller.locator('[data-seat="9"]').click();
  await traveller.getByTestId("seats-continue").click();
  await expect(traveller).toHaveURL(/\/reserve\/passengersInfo/);
  await traveller.locator('input[name="passengers.0.firstName"]').fill("علی");
  await traveller.locator('input[name="passengers.0.lastName"]').fill("رضایی");
  await traveller.locator('select[name="passengers.0.gender"]').selectOption("Male");
  await traveller.locator('input[name="passengers.0.nationalId"]').fill(nationalIds(1)[0]);
  await traveller.locator('input[name="passengers.0.mobile"]').fill(newMobile());
  // The code box sits on the passengers step; the receipt step shows the discounted total.
  await traveller.getByLabel("کد تخفیف").fill(code.toLowerCase());
  await traveller.getByRole("button", { name: "اعمال" }).click();
  await expect(traveller.getByTestId("discount-box")).toContainText("۲۵٪ تخفیف");
  await traveller.getByTestId("passengers-continue").click();
  await expect(traveller).toHaveURL(/\/reserve\/receipt/);
  await expect(traveller.getByTestId("receipt-total")).toHaveText("۱٬۵۰۰٬۰۰۰ تومان");
  await traveller.getByTestId("pay").click();
  await expect(traveller).toHaveURL(/\/payment\/sandbox\//);
  await expect(traveller.getByTestId("sandbox-amount")).toHaveText("۱٬۵۰۰٬۰۰۰ تومان");
  await traveller.getByRole("button", { name: "پرداخت موفق" }).click();
  await expect(traveller).toHaveURL(/\/reserve\/finalReceipt\?.*status=paid/);
  await traveller.close();

  const used = await withDb(
    async (db) => (await db.query(`select "usedCount" from "DiscountCode" where code = $1`, [code])).rows[0].usedCount,
  );
  expect(used).toBe(1);
});
