// The leader's tour pages (spec doc 2 §2–§5, §8): the three-step wizard creates a simple tour with
// two dates, a bus with seat choice, photos, refund rules and an extra item; the tour is edited,
// copied (photos copied from the source), a draft is saved; the list finds them, toggles
// registration and cancels one with a reason; the default settings are saved.
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { login, registerUser, SEEDED, withDb } from "./helpers";

test.describe.configure({ mode: "serial" });

const suffix = `${Date.now().toString(36)}`;
const title = `صعود آزمایشی ${suffix}`;
const copyTitle = `کپی صعود ${suffix}`;
const draftTitle = `پیش‌نویس ${suffix}`;

const png = (color: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: color } })
    .png()
    .toBuffer();

async function loginLeader(page: Page) {
  await login(page, SEEDED.leader.mobile, SEEDED.leader.password, SEEDED.leader.landing);
}

async function tourIdByTitle(name: string): Promise<number> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ id: number }>(`select id from "Tour" where title = $1 and "deletedAt" is null`, [
      name,
    ]);
    expect(rows, `tour ${name}`).toHaveLength(1);
    return rows[0].id;
  });
}

async function searchList(page: Page, text: string) {
  await page.goto("/dashboard/tour");
  await page.getByRole("search").getByLabel("عنوان تور").fill(text);
  await page.getByRole("search").getByRole("button", { name: "جستجو" }).click();
  await expect(page).toHaveURL(new RegExp(`title=`));
  // The unfiltered rows stay on screen while the search is fetched (keepPreviousData): a click on a
  // row before the filtered list replaces them can land on whatever moved under the pointer.
  const list = page.locator('[aria-label="فهرست تورها"]');
  await expect
    .poll(async () => {
      if (await list.getAttribute("aria-busy")) return "fetching";
      const rows = await list.locator("tbody tr").allInnerTexts();
      return rows.length > 0 && rows.every((row) => row.includes(text)) ? "filtered" : "unfiltered";
    })
    .toBe("filtered");
}

const row = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByText(name, { exact: true }) });

test("a leader creates a simple tour through the three-step wizard", async ({ page }) => {
  test.setTimeout(150_000);
  await loginLeader(page);
  await page.goto("/dashboard/tour/add");
  await expect(page.getByRole("heading", { level: 1, name: "ایجاد تور" })).toBeVisible();
  const steps = page.getByRole("navigation", { name: "مراحل تور" });
  await expect(steps.getByRole("link")).toHaveCount(2);
  await expect(steps.locator('[aria-current="step"]')).toContainText("اطلاعات پایه");

  // Step one refuses to move on while required fields are empty.
  await page.getByRole("button", { name: "مرحله بعد" }).click();
  await expect(page.getByText("حداقل یک تاریخ برای تور وارد کنید")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/tour\/add$/);

  await page.getByLabel("عنوان تور").fill(title);
  await expect(page.getByRole("radio", { name: "تور", exact: true })).toBeChecked();
  await page.getByLabel("سبک تور").selectOption({ index: 1 });
  await page.getByLabel("استان مبدأ").selectOption({ label: "تهران" });
  const city = page.getByLabel("شهر مبدأ");
  await expect(city.locator("option", { hasText: /^تهران$/ })).toHaveCount(1);
  await city.selectOption({ label: "تهران" });
  await page.getByLabel("محل حرکت").fill("میدان آزادی، ضلع شمالی");
  await page.getByLabel("عرض جغرافیایی").fill("35.6997");
  await page.getByLabel("طول جغرافیایی").fill("51.3380");
  await page.getByLabel(/^درجه سختی\*?$/).selectOption({ index: 2 });
  await expect(page.getByLabel("حداقل سن")).toHaveValue("۱۸");
  await expect(page.getByLabel("حداکثر سن")).toHaveValue("۶۵");

  // Two photos wait in their slots until the tour has an id; the second moves first.
  const photoInput = page.getByLabel("انتخاب تصویر تور");
  await photoInput.setInputFiles({ name: "first.png", mimeType: "image/png", buffer: await png("#2f855a") });
  await photoInput.setInputFiles({ name: "second.png", mimeType: "image/png", buffer: await png("#2b6cb0") });
  await expect(page.getByRole("img", { name: "تصویر ۲" })).toBeVisible();
  await page.getByRole("button", { name: "انتقال تصویر ۲ به قبل" }).click();

  // One group of two dates next month: two sessions with the same times and prices.
  const group = page.getByRole("group", { name: "دسته تاریخ ۱", exact: true });
  const dates = group.getByRole("group", { name: "تاریخ‌های دسته تاریخ ۱" });
  await dates.getByRole("button", { name: "ماه بعد" }).click();
  await dates.getByText("۱۰", { exact: true }).click();
  await dates.getByText("۱۷", { exact: true }).click();
  await expect(dates.getByText("۲ تاریخ انتخاب شده")).toBeVisible();
  await group.getByLabel(/^ظرفیت\*?$/).fill("30");
  const price = group.getByLabel(/^قیمت\*?$/);
  await price.fill("50");
  await expect(group.getByText("حداقل مبلغ ۱۰,۰۰۰ تومان است")).toBeVisible();
  await price.fill("2500000");
  await expect(price).toHaveValue("۲٬۵۰۰٬۰۰۰");
  await group.getByLabel("ساعت شروع").fill("06:00");
  await group.getByLabel(/^ساعت پایان\*?$/).fill("22:00");
  await group.getByLabel("ساعت پایان ثبت‌نام").fill("20:00");
  await group.getByRole("button", { name: "افزودن وسیله نقلیه" }).click();
  const bus = group.getByRole("group", { name: "وسیله نقلیه ۱" });
  await bus.getByLabel("نوع وسیله").selectOption("Bus44");
  await expect(bus.getByText("۴۴ صندلی")).toBeVisible();
  await bus.getByLabel("انتخاب صندلی توسط مسافر").check();

  await page.getByRole("button", { name: "مرحله بعد" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tour\/add\/stepTwo$/);

  // Step two: a simple tour needs its accommodation.
  await page.getByRole("button", { name: "مرحله بعد" }).click();
  await expect(page.getByText("نوع اقامت را انتخاب کنید")).toBeVisible();
  await page.getByRole("group", { name: "نوع اقامت" }).getByLabel("کمپ در طبیعت").check();
  await page.getByRole("group", { name: "گزینه‌های خدمات" }).getByRole("button", { name: "صبحانه" }).click();
  await page.getByLabel("برنامه روزانه").fill("روز اول: حرکت از تهران و صعود تا جان‌پناه.");
  await page.getByRole("button", { name: "مرحله بعد" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tour\/add\/stepThree$/);

  // Step three: the default refund rules (10/10, 6/30, 3/60, 1/100), one extra item.
  const rules = page.getByRole("group", { name: /^قانون استرداد/ });
  await expect(rules).toHaveCount(4);
  await expect(rules.first().getByLabel("روز قبل از تور")).toHaveValue("۱۰");
  await expect(rules.last().getByLabel("درصد جریمه")).toHaveValue("۱۰۰");
  await page.getByRole("button", { name: "افزودن آیتم" }).click();
  const item = page.getByRole("group", { name: "آیتم اضافه ۱" });
  await item.getByLabel("عنوان آیتم").fill("کیسه خواب");
  await item.getByLabel("ظرفیت آیتم").fill("10");
  await item.getByLabel("قیمت آیتم").fill("200000");
  // Issue 22: 30 places on a 44-seat bus is accepted, with a warning in view before publishing.
  await expect(page.getByTestId("publish-warnings")).toContainText("ظرفیت تاریخ");
  await expect(page.getByTestId("publish-warnings")).toContainText("۴۴ صندلی");

  await page.getByRole("button", { name: "ذخیره نهایی" }).click();
  // The leader lands on the tour list, which says the tour was made (issue 22, item 18).
  await expect(page.getByTestId("saved-notice")).toHaveText(/تور با موفقیت ایجاد شد\./);
  await expect(page).toHaveURL(/\/dashboard\/tour$/);
  await expect(page.getByText(title).first()).toBeVisible();

  const tourId = await tourIdByTitle(title);
  await withDb(async (db) => {
    const sessions = await db.query(`select capacity, price from "TourSession" where "tourId" = $1`, [tourId]);
    expect(sessions.rows).toEqual([
      { capacity: 30, price: "2500000" },
      { capacity: 30, price: "2500000" },
    ]);
    const buses = await db.query(
      `select v."vehicleType", v."busPassengersCanChooseTheirSeat" as seat from "Vehicle" v join "TourSession" s on s.id = v."sessionId" where s."tourId" = $1`,
      [tourId],
    );
    expect(buses.rows).toEqual([
      { vehicleType: "Bus44", seat: true },
      { vehicleType: "Bus44", seat: true },
    ]);
    const rulesRows = await db.query(
      `select "daysBefore", "penaltyPercent" from "TourRefundRule" where "tourId" = $1 order by "daysBefore" desc`,
      [tourId],
    );
    expect(rulesRows.rows.map((r) => [r.daysBefore, r.penaltyPercent])).toEqual([
      [10, 10],
      [6, 30],
      [3, 60],
      [1, 100],
    ]);
    const items = await db.query(`select title, capacity, price from "TourExtraItem" where "tourId" = $1`, [tourId]);
    expect(items.rows).toEqual([{ title: "کیسه خواب", capacity: 10, price: "200000" }]);
    const photos = await db.query(`select "order" from "TourPhoto" where "tourId" = $1 order by "order"`, [tourId]);
    expect(photos.rows.map((p) => p.order)).toEqual([1, 2]);
  });
});

test("the leader edits the tour: price, a photo deleted at once, saved from step three", async ({ page }) => {
  await loginLeader(page);
  const tourId = await tourIdByTitle(title);
  await searchList(page, suffix);
  await row(page, title).getByRole("link", { name: "ویرایش" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/tour/edit/${tourId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "ویرایش تور" })).toBeVisible();
  await expect(page.getByLabel("عنوان تور")).toHaveValue(title);
  await expect(page.getByLabel("شهر مبدأ")).toHaveValue(/\d+/);

  const group = page.getByRole("group", { name: "دسته تاریخ ۱", exact: true });
  await expect(group.getByText("۲ تاریخ انتخاب شده")).toBeVisible();
  await expect(group.getByLabel("ساعت شروع")).toHaveValue("۰۶:۰۰");
  await group.getByLabel(/^قیمت\*?$/).fill("2700000");

  // In edit mode a photo is deleted at once and the rest move up.
  await expect(page.getByRole("img", { name: /^تصویر / })).toHaveCount(2);
  await page.getByRole("button", { name: "حذف تصویر ۲" }).click();
  await expect(page.getByRole("img", { name: /^تصویر / })).toHaveCount(1);

  await page
    .getByRole("navigation", { name: "مراحل تور" })
    .getByRole("link", { name: /مرحله ۳/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/tour/edit/${tourId}/stepThree$`));
  await expect(page.getByRole("group", { name: "آیتم اضافه ۱" }).getByLabel("عنوان آیتم")).toHaveValue("کیسه خواب");
  await page.getByRole("button", { name: "ذخیره نهایی" }).click();
  await expect(page.getByTestId("saved-notice")).toHaveText(/تور با موفقیت ویرایش شد\./);
  await expect(page).toHaveURL(/\/dashboard\/tour$/);

  await withDb(async (db) => {
    const prices = await db.query(`select distinct price from "TourSession" where "tourId" = $1`, [tourId]);
    expect(prices.rows).toEqual([{ price: "2700000" }]);
    const photos = await db.query(`select count(*)::int as n from "TourPhoto" where "tourId" = $1`, [tourId]);
    expect(photos.rows[0].n).toBe(1);
  });
});

test("the leader copies the tour: a new tour with the dates, settings and photo of the source", async ({ page }) => {
  await loginLeader(page);
  const sourceId = await tourIdByTitle(title);
  await searchList(page, suffix);
  await (await moreActions(row(page, title))).getByRole("link", { name: "کپی" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/tour/add/${sourceId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "کپی تور" })).toBeVisible();
  await expect(page.getByLabel("عنوان تور")).toHaveValue(title);
  await page.getByLabel("عنوان تور").fill(copyTitle);
  await expect(
    page.getByRole("group", { name: "دسته تاریخ ۱", exact: true }).getByText("۲ تاریخ انتخاب شده"),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: "تصویر ۱" })).toBeVisible();

  await page
    .getByRole("navigation", { name: "مراحل تور" })
    .getByRole("link", { name: /مرحله ۳/ })
    .click();
  await page.getByRole("button", { name: "ذخیره نهایی" }).click();
  await expect(page.getByText("تور با موفقیت ایجاد شد.")).toBeVisible();

  const copyId = await tourIdByTitle(copyTitle);
  expect(copyId).not.toBe(sourceId);
  await withDb(async (db) => {
    const sessions = await db.query(`select count(*)::int as n from "TourSession" where "tourId" = $1`, [copyId]);
    expect(sessions.rows[0].n).toBe(2);
    const photos = await db.query(`select name from "TourPhoto" where "tourId" = $1`, [copyId]);
    const sourcePhotos = await db.query(`select name from "TourPhoto" where "tourId" = $1`, [sourceId]);
    expect(photos.rows).toHaveLength(1);
    expect(photos.rows[0].name).not.toBe(sourcePhotos.rows[0].name);
  });
});

test("the leader saves a draft with only a title", async ({ page }) => {
  await loginLeader(page);
  await page.goto("/dashboard/tour/add");
  await page.getByLabel("عنوان تور").fill(draftTitle);
  await page
    .getByRole("navigation", { name: "مراحل تور" })
    .getByRole("link", { name: /مرحله ۳/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/tour\/add\/stepThree$/);
  await page.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();
  await expect(page.getByText("تور با موفقیت ایجاد شد.")).toBeVisible();
  const draftId = await tourIdByTitle(draftTitle);
  await withDb(async (db) => {
    const { rows } = await db.query(`select "isDraft" from "Tour" where id = $1`, [draftId]);
    expect(rows[0].isDraft).toBe(true);
  });
});

test("the list finds the tours, toggles registration and cancels one with a reason", async ({ page }) => {
  await loginLeader(page);
  await searchList(page, suffix);
  await expect(row(page, title)).toBeVisible();
  await expect(row(page, copyTitle)).toBeVisible();
  await expect(row(page, draftTitle)).toBeVisible();
  await expect(row(page, title)).toContainText("۰ / ۶۰");
  await expect(row(page, draftTitle)).toContainText("پیش‌نویس");

  await page.getByLabel(/^پیش‌نویس\*?$/).selectOption("true");
  await expect(row(page, title)).toHaveCount(0);
  await expect(row(page, draftTitle)).toBeVisible();
  await page.getByLabel(/^پیش‌نویس\*?$/).selectOption("");
  await expect(row(page, title)).toBeVisible();

  const copy = row(page, copyTitle);
  await expect(copy).toContainText("ثبت‌نام فعال");
  await (await moreActions(copy)).getByRole("button", { name: "بستن ثبت‌نام" }).click();
  await expect(page.getByText("ثبت‌نام تور غیرفعال شد.")).toBeVisible();
  await expect(copy).toContainText("ثبت‌نام غیرفعال");

  await (await moreActions(copy)).getByRole("button", { name: "لغو تور" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "لغو تور" }).click();
  await expect(dialog.getByText("این فیلد نمی‌تواند خالی باشد")).toBeVisible();
  await dialog.getByLabel("دلیل لغو").selectOption({ label: "شرایط نامساعد آب‌وهوایی" });
  await dialog.getByRole("button", { name: "لغو تور" }).click();
  await expect(page.getByText("تور لغو شد.")).toBeVisible();
  await expect(copy).toContainText("لغو شده");
  await expect(copy.getByRole("link", { name: "ویرایش" })).toHaveCount(0);

  // The draft has no sales: it can be deleted.
  await (await moreActions(row(page, draftTitle))).getByRole("button", { name: "حذف" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "حذف تور" }).click();
  await expect(page.getByText("تور حذف شد.")).toBeVisible();
  await expect(row(page, draftTitle)).toHaveCount(0);
});

test("a leader saves the default tour settings, which pre-fill a new tour", async ({ page, request }) => {
  const leader = await registerUser(request, { role: "Leader", confirmed: true });
  await login(page, leader.mobile, leader.password, "/dashboard");
  await page.goto("/dashboard/tour/defaultSettings");
  await expect(page.getByRole("heading", { level: 1, name: "تنظیمات پیش‌فرض تور" })).toBeVisible();
  await expect(page.getByRole("group", { name: /^قانون استرداد/ })).toHaveCount(4);
  await page.getByLabel("نام راهنمای محلی").fill("رضا کوهستانی");
  await page.getByLabel("حداقل سن").fill("12");
  await page.getByRole("group", { name: "گزینه‌های وسایل لازم" }).getByRole("button", { name: "کیسه خواب" }).click();
  await page.getByRole("button", { name: "افزودن وسیله نقلیه" }).click();
  await page.getByRole("group", { name: "وسیله نقلیه ۱" }).getByLabel("نوع وسیله").selectOption("MiniBus");
  await page.getByRole("button", { name: "ذخیره تنظیمات" }).click();
  await expect(page.getByText("تنظیمات پیش‌فرض ویرایش شد.")).toBeVisible();

  await page.goto("/dashboard/tour/add");
  await expect(page.getByLabel("حداقل سن")).toHaveValue("۱۲");
  const vehicle = page
    .getByRole("group", { name: "دسته تاریخ ۱", exact: true })
    .getByRole("group", { name: "وسیله نقلیه ۱" });
  await expect(vehicle.getByLabel("نوع وسیله")).toHaveValue("MiniBus");
  await page
    .getByRole("navigation", { name: "مراحل تور" })
    .getByRole("link", { name: /مرحله ۲/ })
    .click();
  await expect(page.getByLabel("نام راهنمای محلی")).toHaveValue("رضا کوهستانی");
  await expect(
    page.getByRole("group", { name: "گزینه‌های وسایل لازم" }).getByRole("button", { name: "کیسه خواب" }),
  ).toHaveAttribute("aria-pressed", "true");
});

/** The row's less frequent actions sit in its "more" menu: opened when it is closed. */
async function moreActions(tourRow: Locator): Promise<Locator> {
  const more = tourRow.getByRole("button", { name: "بیشتر" });
  if ((await more.getAttribute("aria-expanded")) !== "true") await more.click();
  return tourRow.getByTestId("tour-row-menu");
}
