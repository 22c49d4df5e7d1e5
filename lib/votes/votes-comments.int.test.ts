// Votes after the tour (by national id, once per tour) and comments (public; the leader hides them).
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { createSellingTour, passenger, reserve, validNationalId } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { VOTE_MESSAGES as M } from "./messages";

let fixture: Awaited<ReturnType<typeof createSellingTour>>;
let traveller: ReturnType<typeof passenger>;
let unpaid: ReturnType<typeof passenger>;

beforeAll(async () => {
  fixture = await createSellingTour({ tourDiscounts: [] });
  const bus = fixture.session.vehicles[0];
  traveller = passenger({ vehicleId: bus.id, seat: 1 });
  unpaid = passenger({ vehicleId: bus.id, seat: 2 });
  const res = await reserve(fixture.tour.id, fixture.session.id, { passengers: [traveller] });
  const { authority } = await startSandboxPayment(res.body.billId);
  await api("GET", await actOnSandbox(authority, "pay"));
  await reserve(fixture.tour.id, fixture.session.id, { passengers: [unpaid] });
});

describe("votes", () => {
  it("accepts one vote per tour from a paid traveller once the session has ended", async () => {
    const url = `/api/tour/${fixture.tour.id}/vote`;
    const before = await api("POST", url, { body: { nationalId: traveller.nationalId, question1: 5 } });
    expect(before.status).toBe(422);
    expect(before.body.errors).toEqual([M.notTraveller]);

    await prisma.tourSession.update({
      where: { id: fixture.session.id },
      data: {
        startTime: new Date(Date.now() - 3 * 86_400_000),
        endTime: new Date(Date.now() - 86_400_000),
        registrationEndTime: null,
      },
    });
    expect((await api("POST", url, { body: { nationalId: unpaid.nationalId } })).status).toBe(422);
    expect((await api("POST", url, { body: { nationalId: validNationalId() } })).status).toBe(422);
    for (const bad of [
      {},
      { nationalId: "123" },
      { nationalId: traveller.nationalId, question1: 6 },
      { nationalId: traveller.nationalId, question2: "x" },
      { nationalId: traveller.nationalId, comment: "x".repeat(1001) },
    ]) {
      expect((await api("POST", url, { body: bad })).status).toBe(400);
    }
    expect(await prisma.tourVote.count({ where: { tourId: fixture.tour.id } })).toBe(0);

    const ok = await api("POST", url, {
      body: { nationalId: traveller.nationalId, question1: 5, question3: 4, comment: "عالی بود" },
    });
    expect(ok.status).toBe(200);
    const vote = await prisma.tourVote.findFirstOrThrow({ where: { tourId: fixture.tour.id } });
    expect(vote).toMatchObject({ question1: 5, question2: 1, question3: 4, question4: 1, comment: "عالی بود" });
    const twice = await Promise.all(
      [1, 2, 3].map(() => api("POST", url, { body: { nationalId: traveller.nationalId } })),
    );
    for (const r of twice) {
      expect(r.status).toBe(409);
      expect(r.body.errors).toEqual([M.alreadyVoted]);
    }
    expect((await api("POST", `/api/tour/999999/vote`, { body: { nationalId: traveller.nationalId } })).status).toBe(
      404,
    );

    const list = await api("GET", `/api/tour/vote/${traveller.nationalId}`);
    expect(list.body).toEqual([
      expect.objectContaining({ tourId: fixture.tour.id, tourTitle: fixture.tour.title, voted: true }),
    ]);
    expect((await api("GET", `/api/tour/vote/${unpaid.nationalId}`)).body).toEqual([]);
    expect((await api("GET", `/api/tour/vote/12`)).status).toBe(400);
  });
});

describe("comments", () => {
  it("lists public comments, lets only the tour's leader hide them, and shows all to operators", async () => {
    const base = `/api/Tours/${fixture.tour.id}`;
    const added = await api("POST", `${base}/comment`, { body: { fullName: "رضا", text: "سفر خوبی بود" } });
    expect(added.status).toBe(200);
    const second = await api("POST", `${base}/comment`, {
      body: { fullName: "سارا", text: "راهنما عالی بود", mobile: "09121234567" },
    });
    for (const bad of [
      { fullName: "", text: "x" },
      { fullName: "x", text: "" },
      { fullName: "x", text: "x".repeat(1001) },
      { fullName: "x", text: 5 },
      { fullName: "x", text: "y", mobile: "123" },
    ]) {
      expect((await api("POST", `${base}/comment`, { body: bad })).status).toBe(400);
    }
    expect((await api("POST", `/api/Tours/999999/comment`, { body: { fullName: "x", text: "y" } })).status).toBe(404);

    const page = await api("GET", `${base}/comments?page=1&pagesize=1`);
    expect(page.body).toMatchObject({ totalItemCount: 2, pageCount: 2 });
    expect(page.body.result[0]).toMatchObject({ commentId: second.body.commentId, fullName: "سارا" });

    const other = await createUser();
    const url = `${base}/comment/${added.body.commentId}`;
    expect((await api("PUT", url, { token: other.token, body: { isDeleted: true } })).status).toBe(404);
    expect((await api("PUT", url, { body: { isDeleted: true } })).status).toBe(401);
    expect((await api("PUT", url, { token: fixture.leader.token, body: { isDeleted: "yes" } })).status).toBe(400);
    expect(
      (await api("PUT", `${base}/comment/999999`, { token: fixture.leader.token, body: { isDeleted: true } })).status,
    ).toBe(404);
    expect((await api("GET", `${base}/comments`)).body.totalItemCount).toBe(2);
    expect((await api("PUT", url, { token: fixture.leader.token, body: { isDeleted: true } })).body).toMatchObject({
      isDeleted: true,
    });
    const publicList = await api("GET", `${base}/comments`);
    expect(publicList.body.result.map((c: { commentId: number }) => c.commentId)).toEqual([second.body.commentId]);
    expect((await api("GET", `${base}/comments`, { token: fixture.leader.token })).body.totalItemCount).toBe(2);

    const operator = await createUser({ role: "Operator" });
    const all = await api("GET", "/api/operator/usercomments?Page=1&PageSize=100", { token: operator.token });
    expect(all.status).toBe(200);
    expect(
      all.body.result.some(
        (c: { commentId: number; isDeleted: boolean }) => c.commentId === added.body.commentId && c.isDeleted,
      ),
    ).toBe(true);
    expect((await api("GET", "/api/operator/usercomments", { token: fixture.leader.token })).status).toBe(403);
  });
});
