// Profile pages (spec doc 1 §4, §5, §8): editing with the city picker, sheba validation and an
// identity photo; changing the password and signing in with the new one. Each test makes its own
// user so the seeded accounts stay as they are.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { login, registerUser } from "./helpers";

// IR + check digits + 22-digit account number: a sheba that passes the mod-97 check.
const VALID_SHEBA_DIGITS = "050170000000123456789012";

test("a leader edits the profile: city picker, sheba error, national card photo, save", async ({ page, request }) => {
  const user = await registerUser(request, { role: "Leader", confirmed: true, firstName: "مینا", lastName: "سفری" });
  await login(page, user.mobile, user.password, "/dashboard");
  await page.goto("/dashboard/profile");
  await page.getByRole("link", { name: "ویرایش پروفایل" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/editProfile$/);

  await expect(page.getByLabel("نام کاربری (موبایل)")).toHaveValue(user.mobile);
  await expect(page.getByLabel("نام کاربری (موبایل)")).toHaveAttribute("readonly", "");
  await page.getByLabel("کد ملی").fill("0013542419");
  await page.getByLabel("نام تجاری").fill("سفرهای مینا");
  await page.getByLabel("تلفن").fill("02133445566");
  await page.getByLabel("اینستاگرام").fill("@mina_trips");
  await page.getByLabel("آدرس").fill("تهران، خیابان انقلاب");

  const city = page.getByRole("combobox", { name: /^شهر\*?$/ });
  await page.getByLabel("استان").selectOption({ label: "تهران" });
  await expect(city.locator("option", { hasText: /^تهران$/ })).toHaveCount(1);
  await city.selectOption({ label: "تهران" });

  const sheba = page.getByLabel("شماره شبا");
  await sheba.fill("12345");
  await page.getByRole("button", { name: "ذخیره" }).click();
  await expect(page.getByText("شماره شبا معتبر نیست")).toBeVisible();
  await expect(page).toHaveURL(/editProfile$/);

  // Digits only (Persian digits too), grouped by four.
  await sheba.fill("");
  await sheba.pressSequentially(`IR${VALID_SHEBA_DIGITS.slice(0, 4)}۷${VALID_SHEBA_DIGITS.slice(5)}`);
  await expect(sheba).toHaveValue("0501 7000 0000 1234 5678 9012");

  const png = await sharp({ create: { width: 480, height: 300, channels: 3, background: "#2f855a" } })
    .png()
    .toBuffer();
  const nationalCard = page.getByTestId("photo-national-photo");
  await nationalCard
    .locator('input[type="file"]')
    .setInputFiles({ name: "national-card.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("تصویر کارت ملی بارگذاری شد.")).toBeVisible();
  await expect(nationalCard.getByText("بارگذاری شده", { exact: true })).toBeVisible();
  await expect(nationalCard.getByRole("img", { name: "کارت ملی" })).toBeVisible();
  // Five cards in a row at 1366 px: the card's buttons stay inside it (issue 22, item 18).
  await page.setViewportSize({ width: 1366, height: 800 });
  const card = (await nationalCard.boundingBox())!;
  for (const name of ["جایگزینی", "حذف"]) {
    const button = (await nationalCard.getByRole("button", { name }).boundingBox())!;
    expect(button.x, name).toBeGreaterThanOrEqual(card.x);
    expect(button.x + button.width, name).toBeLessThanOrEqual(card.x + card.width);
  }

  await page.getByRole("button", { name: "ذخیره" }).click();
  await expect(page.getByText("پروفایل ویرایش شد.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByText("سفرهای مینا")).toBeVisible();
  await expect(page.getByText(`IR${VALID_SHEBA_DIGITS.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)])}`)).toBeVisible();
  await expect(page.getByTestId("document-national-photo").getByRole("img", { name: "کارت ملی" })).toBeVisible();
  await expect(page.getByTestId("document-personal-photo")).toContainText("بارگذاری نشده");
});

test("a user changes the password and signs in with the new one", async ({ page, request }) => {
  const user = await registerUser(request, { role: "Leader", confirmed: true });
  const newPassword = "Changed#5678";
  await login(page, user.mobile, user.password, "/dashboard");
  await page.goto("/dashboard/profile");
  const form = page.getByRole("form", { name: "تغییر رمز عبور" });
  await form.getByLabel("رمز عبور فعلی").fill(user.password);
  await form.getByLabel("رمز عبور جدید", { exact: true }).fill(newPassword);
  await form.getByLabel("تکرار رمز عبور جدید").fill("Different#1");
  await form.getByRole("button", { name: "تغییر رمز عبور" }).click();
  await expect(form.getByText("تکرار رمز عبور با رمز عبور یکسان نیست")).toBeVisible();

  await form.getByLabel("تکرار رمز عبور جدید").fill(newPassword);
  await form.getByRole("button", { name: "تغییر رمز عبور" }).click();
  await expect(page.getByText("رمز عبور تغییر کرد.")).toBeVisible();

  // The session was opened again with the new token: the dashboard still works after a reload.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "حساب کاربری" })).toBeVisible();
  await expect(page.getByText(user.mobile.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]))).toBeVisible();

  await page.getByTestId("sidebar").getByRole("button", { name: "خروج" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await login(page, user.mobile, newPassword, "/dashboard");
});
