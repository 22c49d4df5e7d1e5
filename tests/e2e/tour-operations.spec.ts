// The leader's tour operations in the browser (issue 10): the report of a seeded tour with sales
// shows its buyers; a seat is closed (and reopened) on the seat map; an offline passenger is added
// through the passenger form and appears in the report, then is deleted; the passengers download
// as an Excel file; the printable list opens with one sheet per vehicle. Uses the second seeded
// leader's tour and puts back what it changes.
import { expect, test, type Page } from "@playwright/test";
import { login, SEEDED, withDb } from "./helpers";

test.describe.configure({ mode: "serial" });

interface SeededTour {
  tourId: number;
  vehicleId: number;
  buyer: string;
}

/** A tour of the leader whose first session has paid sales and a bus with a seat map. */
async function seededTour(): Promise<SeededTour> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ tourId: number; vehicleId: number; buyer: string }>(
      `select t.id as "tourId", v.id as "vehicleId", p."firstName" || ' ' || p."lastName" as buyer
       from "Tour" t
       join "User" u on u.id = t."leaderId" and u.mobile = $1
       join lateral (select s.id from "TourSession" s where s."tourId" = t.id order by s."startTime" limit 1) first on true
       join "Vehicle" v on v."sessionId" = first.id and v."vehicleType" in ('Bus44', 'Bus32', 'Bus26', 'Bus25')
       join "Passenger" p on p."sessionId" = first.id and p.status in ('ConfirmedPayment', 'ConfirmedCard2CardPayment')
       where t."deletedAt" is null and t.status = 'Enabled'
       order by t.id, p.id limit 1`,
      [SEEDED.leader2.mobile],
    );
    expect(rows, "a seeded tour with sales and a bus").toHaveLength(1);
    return rows[0];
  });
}

async function freeSeat(vehicleId: number): Promise<number> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ n: number }>(
      `select n from generate_series(25, 1, -1) n
       where not exists (select 1 from "SeatBooking" b where b."vehicleId" = $1 and b."seatNumber" = n)
         and not exists (select 1 from "VehicleClosedSeat" c where c."vehicleId" = $1 and c."seatNumber" = n)
       limit 1`,
      [vehicleId],
    );
    return rows[0].n;
  });
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name });

let tour: SeededTour;

test.beforeAll(async () => {
  tour = await seededTour();
});

test("the leader opens the report of a tour with sales and sees the buyers", async ({ page }) => {
  await login(page, SEEDED.leader2.mobile, SEEDED.leader2.password, SEEDED.leader2.landing);
  await page.goto("/dashboard/tour");
  await page.getByRole("link", { name: "گزارش" }).first().waitFor();
  await page.goto(`/dashboard/tour/report/${tour.tourId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("گزارش «");
  await expect(page.getByTestId("summary-totalSale")).not.toContainText("…");
  // Says it counts cancelled tickets too, unlike the operator's «فروش بلیت‌های معتبر».
  await expect(page.getByTestId("summary-totalSale")).toContainText("کل فروش (با بلیت‌های لغوشده)");
  await expect(page.getByTestId("passenger-row").filter({ hasText: tour.buyer }).first()).toBeVisible();
});

test("closes a free seat on the seat map and opens it again", async ({ page }) => {
  const seat = await freeSeat(tour.vehicleId);
  await login(page, SEEDED.leader2.mobile, SEEDED.leader2.password, SEEDED.leader2.landing);
  await page.goto(`/dashboard/tour/report/${tour.tourId}`);
  await tab(page, "نقشه صندلی‌ها").click();
  const cell = page.getByTestId(`seat-board-${tour.vehicleId}`).locator(`[data-seat="${seat}"]`);
  await expect(cell).toHaveAttribute("data-state", "free");
  await cell.click();
  await expect(page.getByText("صندلی بسته شد.")).toBeVisible();
  await expect(cell).toHaveAttribute("data-state", "closed");
  const closed = await withDb(
    async (db) =>
      (
        await db.query(`select 1 from "VehicleClosedSeat" where "vehicleId" = $1 and "seatNumber" = $2`, [
          tour.vehicleId,
          seat,
        ])
      ).rowCount,
  );
  expect(closed).toBe(1);
  await cell.click();
  await expect(cell).toHaveAttribute("data-state", "free");
});

test("adds an offline passenger who takes a seat, sees them in the report, then deletes them", async ({ page }) => {
  const seat = await freeSeat(tour.vehicleId);
  await login(page, SEEDED.leader2.mobile, SEEDED.leader2.password, SEEDED.leader2.landing);
  await page.goto(`/dashboard/tour/report/${tour.tourId}`);
  await page.getByRole("link", { name: "افزودن مسافر آفلاین" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("افزودن مسافر آفلاین");
  const form = page.getByRole("form", { name: "فرم مسافر" });
  await form.getByLabel(/^نام\*?$/).fill("پرویز");
  await form.getByLabel("نام خانوادگی").fill("نقدی");
  await form.getByLabel("کد ملی").fill("0499370899");
  await form.getByLabel("موبایل").fill("09127770011");
  await form.getByLabel("مبلغ پرداختی (تومان)").fill("1500000");
  await form.getByLabel("وسیله نقلیه").selectOption(String(tour.vehicleId));
  await form.getByLabel("صندلی").selectOption(String(seat));
  await form.getByRole("button", { name: "افزودن مسافر" }).click();
  await expect(page.getByText("مسافر اضافه شد.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/tour/report/${tour.tourId}$`));
  const row = page.getByTestId("passenger-row").filter({ hasText: "پرویز نقدی" });
  await expect(row).toBeVisible();
  await expect(row).toContainText("آفلاین");

  await tab(page, "نقشه صندلی‌ها").click();
  await expect(page.getByTestId(`seat-board-${tour.vehicleId}`).locator(`[data-seat="${seat}"]`)).toHaveAttribute(
    "data-state",
    "taken",
  );

  await tab(page, "مسافران").click();
  await row.getByRole("button", { name: "حذف" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "حذف مسافر" }).click();
  await expect(page.getByText("مسافر حذف شد.")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("downloads the passengers as Excel and opens the printable list", async ({ page }) => {
  await login(page, SEEDED.leader2.mobile, SEEDED.leader2.password, SEEDED.leader2.landing);
  await page.goto(`/dashboard/tour/report/${tour.tourId}`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("excel-download").click()]);
  expect(download.suggestedFilename()).toBe(`passengers-${tour.tourId}.xlsx`);
  const path = await download.path();
  const { readFileSync } = await import("node:fs");
  expect(readFileSync(path).subarray(0, 2).toString()).toBe("PK");

  await page.getByRole("link", { name: "چاپ لیست مسافران" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tour\/report\/print\?tourId=/);
  const sheets = page.getByTestId("print-sheet");
  await expect(sheets.first()).toBeVisible();
  await expect(sheets.first()).toContainText(tour.buyer);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "چاپ" })).toBeHidden();
});
