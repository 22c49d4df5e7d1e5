// The comments list tells only the tour's own leader that they may hide comments (the public page's
// comments island shows its delete buttons from this flag); nobody else sees hidden comments.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createSellingTour } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";

let fixture: Awaited<ReturnType<typeof createSellingTour>>;
let base: string;
let hiddenId: number;
let shownId: number;

beforeAll(async () => {
  fixture = await createSellingTour({ tourDiscounts: [] });
  base = `/api/Tours/${fixture.tour.id}`;
  hiddenId = (await api("POST", `${base}/comment`, { body: { fullName: "مهمان", text: "نظری که پنهان می‌شود" } })).body
    .commentId;
  shownId = (await api("POST", `${base}/comment`, { body: { fullName: "سارا", text: "سفر خوبی بود" } })).body.commentId;
  const hidden = await api("PUT", `${base}/comment/${hiddenId}`, {
    token: fixture.leader.token,
    body: { isDeleted: true },
  });
  expect(hidden.status).toBe(200);
});

const ids = (body: { result: { commentId: number }[] }) => body.result.map((c) => c.commentId);

describe("comment moderation flag", () => {
  it("tells the tour's own leader they can moderate, with the hidden comments flagged", async () => {
    const res = await api("GET", `${base}/comments`, { token: fixture.leader.token });
    expect(res.status).toBe(200);
    expect(res.body.canModerate).toBe(true);
    expect(ids(res.body)).toEqual([shownId, hiddenId]);
    expect(res.body.result.find((c: { commentId: number }) => c.commentId === hiddenId).isDeleted).toBe(true);
  });

  it("does not tell an anonymous visitor, who does not see hidden comments", async () => {
    const res = await api("GET", `${base}/comments`);
    expect(res.status).toBe(200);
    expect(res.body.canModerate).toBe(false);
    expect(ids(res.body)).toEqual([shownId]);
    expect(res.body.totalItemCount).toBe(1);
  });

  it("does not tell another leader, nor an operator or an affiliate", async () => {
    for (const role of ["Leader", "Operator", "Affiliate"] as const) {
      const someone = await createUser({ role });
      const res = await api("GET", `${base}/comments`, { token: someone.token });
      expect(res.status).toBe(200);
      expect(res.body.canModerate).toBe(false);
      expect(ids(res.body)).toEqual([shownId]);
    }
  });

  it("does not tell the owner when they may not log in yet (the hide call would refuse them)", async () => {
    await prisma.user.update({ where: { id: fixture.leader.user.id }, data: { isConfirmed: false } });
    try {
      const res = await api("GET", `${base}/comments`, { token: fixture.leader.token });
      expect(res.body.canModerate).toBe(false);
      expect(
        (await api("PUT", `${base}/comment/${shownId}`, { token: fixture.leader.token, body: { isDeleted: true } }))
          .status,
      ).toBe(403);
    } finally {
      await prisma.user.update({ where: { id: fixture.leader.user.id }, data: { isConfirmed: true } });
    }
  });
});
