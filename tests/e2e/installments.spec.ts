// Issue 31's journeys at a phone's size (390×844): a leader defines an installment plan on
// /dashboard/installmentSale (the server's Persian refusal under the field, the live preview) and
// attaches it to a tour in the wizard's step three, which shows it again on edit.
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./helpers/axe";
import { login, SEEDED, withDb } from "./helpers";
import { createTour } from "./public-flow";

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

test("a leader defines an installment plan and attaches it to a tour in step three", async ({ page, request }) => {
  const tour = await createTour(request, { daysAhead: 120 });
  const name = `سه قسط ${Date.now().toString(36)}`;
  await login(page, SEEDED.leader.mobile, SEEDED.leader.password, SEEDED.leader.landing);

  await page.goto("/dashboard/installmentSale");
  await expect(page.getByRole("tab", { name: "تعریف اقساط" })).toHaveAttribute("aria-selected", "true");
  await page.getByTestId("plan-new").click();
  const form = page.getByTestId("plan-form");
  await form.getByLabel(/^نام طرح/).fill(name);
  // A down payment of 100 % is not a sale in parts: refused under the field, nothing sent.
  await form.getByLabel(/^پیش‌پرداخت/).fill("100");
  await page.getByTestId("plan-save").click();
  await expect(form.getByText(/پیش‌پرداخت باید بین ۱ تا ۹۹ درصد باشد/)).toBeVisible();
  await form.getByLabel(/^پیش‌پرداخت/).fill("40");
  await form.getByLabel(/^تعداد اقساط/).fill("3");
  await form.getByLabel(/^قسط ۱/).fill("20");
  await form.getByLabel(/^قسط ۲/).fill("40");
  await form.getByLabel(/^قسط ۳/).fill("60");
  await form.getByLabel(/^آخرین سررسید/).fill("10");
  await form.getByLabel(/^کارمزد اقساط/).fill("10");
  // The preview for the example ticket of 10,000,000: +10 % = 11,000,000; 40 % now; the rest in three.
  const preview = page.getByTestId("plan-preview");
  await expect(preview).toContainText("۴٬۴۰۰٬۰۰۰ تومان");
  await expect(preview).toContainText("قسط ۳: ۲٬۲۰۰٬۰۰۰ تومان");
  await expect(preview).toContainText("جمع پرداختی: ۱۱٬۰۰۰٬۰۰۰ تومان");
  await expectAccessible(page, "plan form");
  await page.getByTestId("plan-save").click();
  await expect(page.getByText("طرح اقساط ساخته شد")).toBeVisible();
  const row = page.getByTestId("plan-row").filter({ hasText: name });
  await expect(row).toContainText("۴۰٪");
  await expect(row).toContainText("۲۰، ۴۰، ۶۰");
  const planId = await withDb(
    async (db) =>
      (await db.query<{ id: number }>(`select id from "InstallmentPlan" where name = $1`, [name])).rows[0].id,
  );
  await expectAccessible(page, "installment plans");

  // Step three offers it; the chosen id is saved with the tour and shown again on edit.
  await page.goto(`/dashboard/tour/edit/${tour.id}/stepThree`);
  await page.getByRole("checkbox", { name: `طرح اقساط ${name}` }).check();
  await page.getByRole("button", { name: "ذخیره نهایی" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tour$/);
  const stored = await withDb(
    async (db) =>
      (await db.query(`select "definitionInstallmentIds" as ids from "Tour" where id = $1`, [tour.id])).rows[0].ids,
  );
  expect(stored).toEqual([planId]);
  await page.goto(`/dashboard/tour/edit/${tour.id}/stepThree`);
  await expect(page.getByRole("checkbox", { name: `طرح اقساط ${name}` })).toBeChecked();
});
