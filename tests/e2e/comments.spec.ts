// Comments on the public tour page: a visitor leaves one, the tour's own leader (signed in) deletes
// it from the same page after confirming, and visitors no longer see it.
import { expect, test } from "@playwright/test";
import { login, SEEDED } from "./helpers";
import { createTour } from "./public-flow";

test("the tour's leader deletes a visitor's comment, which then vanishes for visitors", async ({
  browser,
  request,
}) => {
  const tour = await createTour(request);
  const tourUrl = `/${tour.leaderId}/tour/${tour.id}`;
  const name = `مهمان ${Date.now().toString(36)}`;
  const text = "راهنمای تور دیر رسید و برنامه به هم ریخت.";

  const visitor = await browser.newPage();
  await visitor.goto(tourUrl);
  const comments = visitor.getByTestId("comments");
  // The comments' island hydrates (and reads the list) as it nears the screen: the visitor scrolls down to it.
  await comments.scrollIntoViewIfNeeded();
  await comments.getByLabel("نام و نام خانوادگی").fill(name);
  await comments.getByLabel("متن نظر").fill(text);
  await comments.getByRole("button", { name: "ثبت نظر" }).click();
  await expect(visitor.getByText("نظر شما ثبت شد")).toBeVisible();
  await expect(comments.getByText(text)).toBeVisible();
  // A visitor is not offered moderation.
  await expect(comments.getByRole("button", { name: `حذف نظر ${name}` })).toHaveCount(0);

  const leader = await browser.newPage();
  await login(leader, SEEDED.leader.mobile, SEEDED.leader.password, SEEDED.leader.landing);
  await leader.goto(tourUrl);
  const leaderComments = leader.getByTestId("comments");
  await leaderComments.scrollIntoViewIfNeeded();
  await expect(leaderComments.getByText(text)).toBeVisible();
  await leaderComments.getByRole("button", { name: `حذف نظر ${name}` }).click();
  const dialog = leader.getByRole("dialog", { name: "حذف نظر" });
  await expect(dialog).toContainText(name);
  // Cancelling leaves the comment alone.
  await dialog.getByRole("button", { name: "انصراف" }).click();
  await expect(dialog).toBeHidden();
  await leaderComments.getByRole("button", { name: `حذف نظر ${name}` }).click();
  await leader.getByRole("dialog", { name: "حذف نظر" }).getByRole("button", { name: "حذف نظر" }).click();
  await expect(leader.getByText("نظر حذف شد.")).toBeVisible();
  // The list reloaded: the leader still sees it, marked hidden, and may show it again.
  const row = leaderComments.getByRole("listitem").filter({ hasText: text });
  await expect(row.getByText("پنهان از دید مسافران")).toBeVisible();
  await expect(row.getByRole("button", { name: "نمایش دوباره" })).toBeVisible();

  await visitor.reload();
  await visitor.getByTestId("comments").scrollIntoViewIfNeeded();
  await expect(visitor.getByTestId("comments").getByText("هنوز نظری ثبت نشده است.")).toBeVisible();
  await expect(visitor.getByText(text)).toHaveCount(0);
  const answer = await request.get(`/api/Tours/${tour.id}/comments`);
  expect((await answer.json()).result).toEqual([]);
});
