// Every call of the affiliates and colleagues area: good input, bad input (4xx, Persian, nothing
// written), wrong role (403), another's resource (404).
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createSellingTour, sessionInput } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";
import { AFFILIATE_MESSAGES as A } from "./messages";

type User = Awaited<ReturnType<typeof createUser>>;
const persian = (body: { errors: string[] }) => {
  expect(body.errors.length).toBeGreaterThan(0);
  for (const e of body.errors) expect(e).toMatch(/[\u0600-\u06FF]/);
};

let leader: User;
let otherLeader: User;
let affiliate: User;
let operator: User;
let open: Awaited<ReturnType<typeof createSellingTour>>;
let closed: Awaited<ReturnType<typeof createSellingTour>>;
let foreign: Awaited<ReturnType<typeof createSellingTour>>;
const brand = `برند-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  leader = await createUser({ brand });
  otherLeader = await createUser();
  affiliate = await createUser({ role: "Affiliate" });
  operator = await createUser({ role: "Operator" });
  const terms = {
    affiliatesCanSellThisTour: true,
    shareFromSalesToAffiliates: 10,
    shareIsInPercent: true,
    maxSellCountFromCollaborators: 12,
    tourDiscounts: [],
  };
  open = await createSellingTour(
    { ...terms, title: "تور دریاچه گهر", tags: ["جنگل", "دریاچه"], sessions: [sessionInput(12, { vehicles: [] })] },
    leader,
  );
  closed = await createSellingTour({ ...terms, affiliatesCanSellThisTour: false, title: "تور بسته" }, leader);
  foreign = await createSellingTour({ ...terms, title: "تور لیدر دیگر" }, otherLeader);
  await prisma.affiliateLeader.create({ data: { affiliateId: affiliate.user.id, leaderId: leader.user.id } });
});

describe("GET /api/Tour/affiliate-search", () => {
  it("lists the tours of the affiliate's leaders that are open to sellers, with share, places and cap", async () => {
    const res = await api("GET", "/api/Tour/affiliate-search?PageSize=50", { token: affiliate.token });
    expect(res.status).toBe(200);
    const ids = res.body.result.map((t: { id: number }) => t.id);
    expect(ids).toContain(open.tour.id);
    expect(ids).not.toContain(closed.tour.id);
    expect(ids).not.toContain(foreign.tour.id);
    const row = res.body.result.find((t: { id: number }) => t.id === open.tour.id);
    expect(row).toMatchObject({
      title: "تور دریاچه گهر",
      leader: { id: leader.user.id, brand },
      share: { shareIsInPercent: true, shareFromSalesToAffiliates: 10, sharePerAdultTicket: 250_000 },
      maxSellCountFromCollaborators: 12,
      soldByCollaborators: 0,
      collaboratorPlacesLeft: 12,
      placesLeft: 30,
      isCollaborator: false,
    });
    expect(row.sellLink).toMatch(
      new RegExp(`/${leader.user.id}/tour/${open.tour.id}\\?sellerId=${affiliate.user.id}$`),
    );

    // A collaborator sees the other leader's tour too.
    await prisma.tourCollaborator.create({ data: { tourId: foreign.tour.id, userId: affiliate.user.id } });
    const again = await api("GET", "/api/Tour/affiliate-search?PageSize=50", { token: affiliate.token });
    expect(again.body.result.map((t: { id: number }) => t.id)).toContain(foreign.tour.id);
    await prisma.tourCollaborator.deleteMany({ where: { tourId: foreign.tour.id, userId: affiliate.user.id } });
  });

  it("filters by term, tags, city and dates, and pages", async () => {
    const q = (query: string) => api("GET", `/api/Tour/affiliate-search?${query}`, { token: affiliate.token });
    const ids = async (query: string) => (await q(query)).body.result.map((t: { id: number }) => t.id);
    expect(await ids(`Resource.SearchTerm=${encodeURIComponent("گهر")}`)).toEqual([open.tour.id]);
    expect(await ids(`Resource.SearchTerm=${encodeURIComponent(brand)}&PageSize=50`)).toContain(open.tour.id);
    expect(await ids(`Resource.Tags=${encodeURIComponent("دریاچه")}`)).toEqual([open.tour.id]);
    expect(await ids(`Resource.Tags=${encodeURIComponent("بیابان")}`)).toEqual([]);
    expect(await ids(`Resource.CityId=${open.tour.startCityId}&PageSize=50`)).toContain(open.tour.id);
    expect(await ids(`Resource.CityId=999999`)).toEqual([]);
    const far = new Date(Date.now() + 300 * 86_400_000).toISOString();
    expect(await ids(`Resource.Start=${far}`)).toEqual([]);
    const paged = await q("PageSize=1&Page=1");
    expect(paged.body.result).toHaveLength(1);
    expect(paged.body.pageCount).toBe(paged.body.totalItemCount);
  });

  it("refuses bad input (400) and other roles (403)", async () => {
    const bad = await api("GET", "/api/Tour/affiliate-search?Resource.Start=notadate", { token: affiliate.token });
    expect(bad.status).toBe(400);
    persian(bad.body);
    expect((await api("GET", "/api/Tour/affiliate-search?Page=0", { token: affiliate.token })).status).toBe(400);
    expect((await api("GET", "/api/Tour/affiliate-search", { token: leader.token })).status).toBe(403);
    expect((await api("GET", "/api/Tour/affiliate-search")).status).toBe(401);
  });
});

describe("POST /api/Tour/{tourId}/Collab/{collaboratorId} and GET /api/Tour/collaborations", () => {
  it("a leader adds a colleague to their own tour (once), and the colleague lists it", async () => {
    const colleague = await createUser();
    const path = `/api/Tour/${open.tour.id}/Collab/${colleague.user.id}`;
    const res = await api("POST", path, { token: leader.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.collabs.map((c: { id: number }) => c.id)).toContain(colleague.user.id);
    expect((await api("POST", path, { token: leader.token })).status).toBe(200);
    expect(await prisma.tourCollaborator.count({ where: { tourId: open.tour.id, userId: colleague.user.id } })).toBe(1);

    const list = await api("GET", "/api/Tour/collaborations", { token: colleague.token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ totalItemCount: 1, pageCount: 1 });
    expect(list.body.result[0]).toMatchObject({ id: open.tour.id, isCollaborator: true });
    expect(list.body.result[0].sellLink).toContain(`sellerId=${colleague.user.id}`);
  });

  it("refuses an unknown or unconfirmed colleague and oneself (422), another leader's tour (404), wrong roles (403)", async () => {
    const unconfirmed = await createUser({ confirmed: false });
    const before = await prisma.tourCollaborator.count({ where: { tourId: open.tour.id } });
    for (const id of [999_999_999, unconfirmed.user.id, leader.user.id]) {
      const res = await api("POST", `/api/Tour/${open.tour.id}/Collab/${id}`, { token: leader.token });
      expect(res.status).toBe(422);
      persian(res.body);
    }
    expect(
      (await api("POST", `/api/Tour/${foreign.tour.id}/Collab/${affiliate.user.id}`, { token: leader.token })).status,
    ).toBe(404);
    expect((await api("POST", `/api/Tour/abc/Collab/${affiliate.user.id}`, { token: leader.token })).status).toBe(404);
    expect(
      (await api("POST", `/api/Tour/${open.tour.id}/Collab/${affiliate.user.id}`, { token: operator.token })).status,
    ).toBe(403);
    expect(await prisma.tourCollaborator.count({ where: { tourId: open.tour.id } })).toBe(before);
    expect((await api("GET", "/api/Tour/collaborations", { token: operator.token })).status).toBe(403);
    expect((await api("GET", "/api/Tour/collaborations?PageSize=x", { token: leader.token })).status).toBe(400);
  });

  it("an affiliate joins a tour open to them with their own id; not another id (403) nor a tour not open to them (404)", async () => {
    const self = `/api/Tour/${open.tour.id}/Collab/${affiliate.user.id}`;
    expect(
      (await api("POST", `/api/Tour/${open.tour.id}/Collab/${leader.user.id}`, { token: affiliate.token })).status,
    ).toBe(403);
    expect(
      (await api("POST", `/api/Tour/${foreign.tour.id}/Collab/${affiliate.user.id}`, { token: affiliate.token }))
        .status,
    ).toBe(404);
    expect(
      (await api("POST", `/api/Tour/${closed.tour.id}/Collab/${affiliate.user.id}`, { token: affiliate.token })).status,
    ).toBe(404);
    const res = await api("POST", self, { token: affiliate.token });
    expect(res.status).toBe(200);
    const list = await api("GET", "/api/Tour/collaborations", { token: affiliate.token });
    expect(list.body.result.map((t: { id: number }) => t.id)).toEqual([open.tour.id]);
  });
});

describe("GET /api/Users/Self/SearchUsers", () => {
  it("finds confirmed leaders and affiliates by name, brand and mobile, with the mobile masked, 10 a page", async () => {
    const lastName = `همکار${Math.random().toString(36).slice(2, 7)}`;
    const found = await createUser({ role: "Affiliate", lastName, brand: "گردشگران" });
    await createUser({ lastName, confirmed: false });
    const byName = await api("GET", `/api/Users/Self/SearchUsers?Resource.UserMeta=${encodeURIComponent(lastName)}`, {
      token: leader.token,
    });
    expect(byName.status).toBe(200);
    expect(byName.body.totalItemCount).toBe(1);
    expect(byName.body.result[0]).toMatchObject({ id: found.user.id, role: "Affiliate", lastName, brand: "گردشگران" });
    expect(byName.body.result[0].mobile).toMatch(/^0935\*\*\*\d{4}$/);
    const byMobile = await api("GET", `/api/Users/Self/SearchUsers?Resource.UserMeta=${found.user.mobile}`, {
      token: leader.token,
    });
    expect(byMobile.body.result.map((u: { id: number }) => u.id)).toEqual([found.user.id]);
    const persianDigits = found.user.mobile.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]);
    expect(
      (
        await api("GET", `/api/Users/Self/SearchUsers?Resource.UserMeta=${encodeURIComponent(persianDigits)}`, {
          token: leader.token,
        })
      ).body.totalItemCount,
    ).toBe(1);
    const self = await api("GET", `/api/Users/Self/SearchUsers?Resource.UserMeta=${encodeURIComponent(brand)}`, {
      token: leader.token,
    });
    expect(self.body.result.map((u: { id: number }) => u.id)).not.toContain(leader.user.id);
    const all = await api("GET", "/api/Users/Self/SearchUsers", { token: leader.token });
    expect(all.body.result.length).toBeLessThanOrEqual(10);
  });

  it("refuses bad input (400) and other roles (403)", async () => {
    const bad = await api("GET", `/api/Users/Self/SearchUsers?Resource.UserMeta=${"x".repeat(101)}`, {
      token: leader.token,
    });
    expect(bad.status).toBe(400);
    persian(bad.body);
    expect((await api("GET", "/api/Users/Self/SearchUsers", { token: affiliate.token })).status).toBe(403);
    expect((await api("GET", "/api/Users/Self/SearchUsers", { token: operator.token })).status).toBe(403);
  });
});

describe("POST /api/Users/Self/InviteUser", () => {
  it("texts a registration link to a new mobile, once a day per mobile", async () => {
    const mobile = uniqueMobile();
    const res = await api("POST", "/api/Users/Self/InviteUser", {
      token: leader.token,
      body: { mobile, fullName: "رضا" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, message: A.inviteSent });
    const sms = await prisma.smsMessage.findFirstOrThrow({ where: { mobile }, orderBy: { id: "desc" } });
    expect(sms.text).toContain(brand);
    expect(sms.text).toContain(`/auth/register?mobile=${mobile}`);
    const again = await api("POST", "/api/Users/Self/InviteUser", { token: leader.token, body: { mobile } });
    expect(again.status).toBe(429);
    persian(again.body);
    expect(await prisma.smsMessage.count({ where: { mobile } })).toBe(1);
  });

  it("refuses a registered mobile (409), a bad mobile (400), other roles (403); no SMS", async () => {
    const registered = await api("POST", "/api/Users/Self/InviteUser", {
      token: leader.token,
      body: { mobile: affiliate.user.mobile },
    });
    expect(registered.status).toBe(409);
    expect(registered.body.codes).toEqual(["already_registered"]);
    const bad = await api("POST", "/api/Users/Self/InviteUser", { token: leader.token, body: { mobile: "12345" } });
    expect(bad.status).toBe(400);
    persian(bad.body);
    expect(
      (await api("POST", "/api/Users/Self/InviteUser", { token: affiliate.token, body: { mobile: uniqueMobile() } }))
        .status,
    ).toBe(403);
    expect(await prisma.smsMessage.count({ where: { mobile: affiliate.user.mobile } })).toBe(0);
  });
});

describe("operator: affiliates", () => {
  it("sets an affiliate's leaders (add and remove), reads the affiliate and the leader, audited", async () => {
    const seller = await createUser({ role: "Affiliate" });
    const set = (leaderIds: number[]) =>
      api("POST", "/api/Operator/AddLeaderToAffilate", {
        token: operator.token,
        body: { affiliateId: seller.user.id, leaderIds },
      });
    const res = await set([leader.user.id, otherLeader.user.id]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.affiliateDetail.leaders.map((l: { id: number }) => l.id)).toEqual([
      leader.user.id,
      otherLeader.user.id,
    ]);
    const removed = await set([otherLeader.user.id]);
    expect(removed.body.affiliateDetail.leaders.map((l: { id: number }) => l.id)).toEqual([otherLeader.user.id]);

    const detail = await api("GET", `/api/Operator/affiliate/${seller.user.id}`, { token: operator.token });
    expect(detail.status).toBe(200);
    expect(detail.body.affiliateDetail).toMatchObject({
      id: seller.user.id,
      isOnlineSales: true,
      leaders: [{ id: otherLeader.user.id }],
    });
    const leaderDetail = await api("GET", `/api/Operator/leader/${otherLeader.user.id}`, { token: operator.token });
    expect(leaderDetail.status).toBe(200);
    expect(leaderDetail.body.leaderDetail.affiliates.map((a: { id: number }) => a.id)).toContain(seller.user.id);
    expect(leaderDetail.body.leaderDetail.publishedTours).toBe(1);
    expect(
      await prisma.auditLog.count({ where: { action: "affiliate.setLeaders", targetUserId: seller.user.id } }),
    ).toBe(2);
    // The operator's user detail of an affiliate carries the leaders too (spec: "a list of leaders").
    const user = await api("GET", `/api/Operator/user/${seller.user.id}`, { token: operator.token });
    expect(user.body.affiliateDetail.leaders).toEqual([
      { id: otherLeader.user.id, fullName: expect.any(String), brand: null },
    ]);
  });

  it("changes the sales plan with the spec's toast", async () => {
    const seller = await createUser({ role: "Affiliate" });
    const change = (isOnlineSales: unknown) =>
      api("POST", "/api/Operator/ChangeAffiliateSalesPlan", {
        token: operator.token,
        body: { affiliateId: seller.user.id, isOnlineSales },
      });
    const credit = await change(false);
    expect(credit.body).toEqual({ affiliateId: seller.user.id, isOnlineSales: false, message: A.salesPlanCredit });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: seller.user.id } })).isOnlineSales).toBe(false);
    expect((await change(true)).body.message).toBe(A.salesPlanOnline);
    const bad = await change("yes");
    expect(bad.status).toBe(400);
    persian(bad.body);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: seller.user.id } })).isOnlineSales).toBe(true);
  });

  it("refuses a non-affiliate or unknown id (404), unknown leaders (422, nothing written), bad bodies (400), other roles (403)", async () => {
    const seller = await createUser({ role: "Affiliate" });
    expect((await api("GET", `/api/Operator/affiliate/${leader.user.id}`, { token: operator.token })).status).toBe(404);
    expect((await api("GET", `/api/Operator/leader/${affiliate.user.id}`, { token: operator.token })).status).toBe(404);
    expect((await api("GET", "/api/Operator/leader/999999999", { token: operator.token })).status).toBe(404);
    expect(
      (
        await api("POST", "/api/Operator/ChangeAffiliateSalesPlan", {
          token: operator.token,
          body: { affiliateId: leader.user.id, isOnlineSales: false },
        })
      ).status,
    ).toBe(404);
    const unknown = await api("POST", "/api/Operator/AddLeaderToAffilate", {
      token: operator.token,
      body: { affiliateId: seller.user.id, leaderIds: [leader.user.id, affiliate.user.id] },
    });
    expect(unknown.status).toBe(422);
    persian(unknown.body);
    expect(await prisma.affiliateLeader.count({ where: { affiliateId: seller.user.id } })).toBe(0);
    expect(
      (
        await api("POST", "/api/Operator/AddLeaderToAffilate", {
          token: operator.token,
          body: { affiliateId: seller.user.id },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api("POST", "/api/Operator/AddLeaderToAffilate", {
          token: operator.token,
          body: { affiliateId: leader.user.id, leaderIds: [] },
        })
      ).status,
    ).toBe(404);
    for (const token of [leader.token, affiliate.token]) {
      expect((await api("GET", `/api/Operator/affiliate/${seller.user.id}`, { token })).status).toBe(403);
      expect((await api("GET", `/api/Operator/leader/${leader.user.id}`, { token })).status).toBe(403);
      expect(
        (
          await api("POST", "/api/Operator/AddLeaderToAffilate", {
            token,
            body: { affiliateId: seller.user.id, leaderIds: [leader.user.id] },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await api("POST", "/api/Operator/ChangeAffiliateSalesPlan", {
            token,
            body: { affiliateId: seller.user.id, isOnlineSales: false },
          })
        ).status,
      ).toBe(403);
    }
    expect(await prisma.affiliateLeader.count({ where: { affiliateId: seller.user.id } })).toBe(0);
  });
});

describe("POST /api/Contacts/order-webservice", () => {
  it("records an affiliate's order, which the operator lists", async () => {
    const res = await api("POST", "/api/Contacts/order-webservice", {
      token: affiliate.token,
      body: { brand: "سفرینو", saleWebsiteDomain: "https://Safarino.IR/", description: "اتصال به سایت" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(A.webServiceOrdered);
    const row = await prisma.webServiceOrder.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row).toMatchObject({ userId: affiliate.user.id, saleWebsiteDomain: "safarino.ir" });
    const list = await api("GET", "/api/Operator/webservice-orders", { token: operator.token });
    expect(list.status).toBe(200);
    expect(list.body.result[0]).toMatchObject({ id: res.body.id, brand: "سفرینو", user: { id: affiliate.user.id } });
  });

  it("refuses bad input (400, nothing written) and other roles (403)", async () => {
    const before = await prisma.webServiceOrder.count();
    for (const body of [
      { brand: "", saleWebsiteDomain: "a.ir" },
      { brand: "x", saleWebsiteDomain: "not a domain" },
      { brand: "x" },
    ]) {
      const res = await api("POST", "/api/Contacts/order-webservice", { token: affiliate.token, body });
      expect(res.status).toBe(400);
      persian(res.body);
    }
    expect(await prisma.webServiceOrder.count()).toBe(before);
    expect(
      (
        await api("POST", "/api/Contacts/order-webservice", {
          token: operator.token,
          body: { brand: "x", saleWebsiteDomain: "a.ir" },
        })
      ).status,
    ).toBe(403);
    expect((await api("GET", "/api/Operator/webservice-orders", { token: affiliate.token })).status).toBe(403);
  });
});
