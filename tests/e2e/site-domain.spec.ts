// A leader asks for a custom domain for an existing site, changes it and removes it from the
// site's settings (issue 22, item 10); each new domain waits for the operator's approval again.
import { expect, test } from "@playwright/test";
import { login, registerUser } from "./helpers";
import { apiToken } from "./public-flow";

test.use({ viewport: { width: 390, height: 844 } });

test("an existing site's custom domain: request, operator approval, change (approval again), removal", async ({
  page,
  request,
}) => {
  const leader = await registerUser(request, { confirmed: true });
  const auth = { authorization: `Bearer ${await apiToken(request, leader)}` };
  const sub = `dm${Date.now().toString(36)}`;
  const created = await request.post("/api/sale-website", {
    headers: auth,
    data: { subDomain: sub, planType: "Professional" },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await login(page, leader.mobile, leader.password, "/dashboard");
  await page.goto("/dashboard/websiteMaker");
  const card = page.getByTestId("domain-card");
  await expect(card.getByTestId("domain-status")).toHaveText("بدون دامنه");
  await card.getByLabel("دامنه").fill(`${sub}.example.com`);
  await card.getByRole("button", { name: "درخواست اتصال دامنه" }).click();
  await expect(page.getByText("دامنه ثبت شد و پس از تایید اپراتور فعال می‌شود.")).toBeVisible();
  await expect(card.getByTestId("domain-status")).toHaveText("در انتظار تایید اپراتور");

  const operator = {
    authorization: `Bearer ${await apiToken(request, { mobile: "09120000001", password: "Operator#1234" })}`,
  };
  const approved = await request.put(`/api/Operator/sale-website/${leader.id}/domain/toggle-approval`, {
    headers: operator,
  });
  expect((await approved.json()).domainStatus).toBe("Approved");
  await page.reload();
  await expect(card.getByTestId("domain-status")).toHaveText("تایید شده و فعال");

  await card.getByLabel("دامنه").fill(`${sub}.example.org`);
  await card.getByRole("button", { name: "ثبت دامنه جدید" }).click();
  await expect(card.getByTestId("domain-status")).toHaveText("در انتظار تایید اپراتور");
  await expect(card).toContainText(`${sub}.example.org`);

  await card.getByRole("button", { name: "حذف دامنه" }).click();
  await expect(card.getByTestId("domain-status")).toHaveText("بدون دامنه");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
