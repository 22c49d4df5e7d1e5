// Subscribers: the anonymous subscribe call, the leader's list (9 a page) and search, the group
// message to all subscribers.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { deliverGroupMessage } from "@/lib/messaging/deliver-group-message";
import { api } from "@/tests/helpers/api";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";
import { SUBSCRIBER_MESSAGES as M } from "./messages";

let leader: Awaited<ReturnType<typeof createUser>>;
let affiliate: Awaited<ReturnType<typeof createUser>>;
const mobiles = Array.from({ length: 10 }, () => uniqueMobile());

beforeAll(async () => {
  leader = await createUser();
  affiliate = await createUser({ role: "Affiliate" });
});

describe("subscribers", () => {
  it("subscribes anonymously (a repeat is accepted once), refuses a bad mobile and a non-leader", async () => {
    for (const m of mobiles) {
      const res = await api("POST", `/api/Users/Self/${leader.user.id}/subscribe`, { body: { mobile: m } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(M.subscribed);
    }
    expect(
      (await api("POST", `/api/Users/Self/${leader.user.id}/subscribe`, { body: { mobile: mobiles[0] } })).status,
    ).toBe(200);
    expect(await prisma.subscriber.count({ where: { leaderId: leader.user.id } })).toBe(10);
    const bad = await api("POST", `/api/Users/Self/${leader.user.id}/subscribe`, { body: { mobile: "0912" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
    expect(
      (await api("POST", `/api/Users/Self/${affiliate.user.id}/subscribe`, { body: { mobile: uniqueMobile() } }))
        .status,
    ).toBe(404);
    expect(await prisma.subscriber.count({ where: { leaderId: affiliate.user.id } })).toBe(0);
  });

  it("lists them 9 a page, newest first, leaders only", async () => {
    const page1 = await api("GET", "/api/Users/Self/subscribers?Page=1", { token: leader.token });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ totalItemCount: 10, pageCount: 2 });
    expect(page1.body.result).toHaveLength(9);
    expect(page1.body.result[0].mobile).toBe(mobiles[9]);
    expect((await api("GET", "/api/Users/Self/subscribers", { token: affiliate.token })).status).toBe(403);
    expect(
      (await api("GET", "/api/Users/Self/subscribers", { token: (await createUser()).token })).body.totalItemCount,
    ).toBe(0);
    for (const query of ["Page=0", "Page=abc", "PageSize=-1"]) {
      const bad = await api("GET", `/api/Users/Self/subscribers?${query}`, { token: leader.token });
      expect(bad.status, query).toBe(400);
      expect(bad.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("messages every subscriber", async () => {
    const text = `خبر تور تازه ${Date.now()}`;
    const res = await api("POST", "/api/Users/Self/subscribers/send-message", {
      token: leader.token,
      body: { textMessage: text },
    });
    expect(res.status).toBe(200);
    expect(res.body.recipients).toBe(10);
    await deliverGroupMessage(res.body.id);
    expect(await prisma.smsMessage.count({ where: { text, mobile: { in: mobiles } } })).toBe(10);
    expect(
      (
        await api("POST", "/api/Users/Self/subscribers/send-message", {
          token: leader.token,
          body: { textMessage: " " },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api("POST", "/api/Users/Self/subscribers/send-message", {
          token: affiliate.token,
          body: { textMessage: "x" },
        })
      ).status,
    ).toBe(403);
    const empty = await api("POST", "/api/Users/Self/subscribers/send-message", {
      token: (await createUser()).token,
      body: { textMessage: "x" },
    });
    expect(empty.status).toBe(422);
  });
});
