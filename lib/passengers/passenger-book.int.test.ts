// The passenger book: one row per national id over the caller's tours, search by name / national
// id / mobile, the trips filter with the count operator, the blacklist filter, and the group SMS
// to the filtered set.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { deliverGroupMessage } from "@/lib/messaging/deliver-group-message";
import { createSellingTour, sessionInput, validNationalId } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";

let leader: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
const frequent = { nationalId: validNationalId(), mobile: uniqueMobile() };
const once = { nationalId: validNationalId(), mobile: uniqueMobile() };

const search = (query: string, token = leader.token) => api("GET", `/api/user/passenger/search?${query}`, { token });

beforeAll(async () => {
  leader = await createUser();
  other = await createUser();
  const f = await createSellingTour(
    { tourDiscounts: [], sessions: [sessionInput(20), sessionInput(30), sessionInput(40)] },
    leader,
  );
  const add = (sessionId: number, who: { nationalId: string; mobile: string }, name: string) =>
    api("POST", `/api/tour/${f.tour.id}/passengers/offline`, {
      token: leader.token,
      body: { name, lastName: "بهاری", gender: "Female", sessionId, ...who },
    });
  for (const s of f.tour.sessions) expect((await add(s.id, frequent, "نسرین")).status).toBe(200);
  expect((await add(f.tour.sessions[0].id, once, "کاوه")).status).toBe(200);
  // Another leader's passenger never shows.
  const g = await createSellingTour({ tourDiscounts: [] }, other);
  await api("POST", `/api/tour/${g.tour.id}/passengers/offline`, {
    token: other.token,
    body: {
      name: "غریبه",
      lastName: "دیگر",
      gender: "Male",
      sessionId: g.session.id,
      nationalId: validNationalId(),
      mobile: uniqueMobile(),
    },
  });
});

describe("GET /api/user/passenger/search", () => {
  it("lists one row per national id with its trips, 10 a page", async () => {
    const res = await search("Page=1");
    expect(res.status).toBe(200);
    expect(res.body.totalItemCount).toBe(2);
    expect(res.body.pageCount).toBe(1);
    const row = res.body.result.find((r: { nationalId: string }) => r.nationalId === frequent.nationalId);
    expect(row).toMatchObject({ fullName: "نسرین بهاری", mobile: frequent.mobile, tripCount: 3, isBlackListed: false });
  });

  it("searches name, national id and mobile (Persian digits too) and filters by trips and blacklist", async () => {
    expect(
      (await search(`Resource.SearchOnNameNationalIdMobile=${encodeURIComponent("کاوه")}`)).body.result.map(
        (r: { nationalId: string }) => r.nationalId,
      ),
    ).toEqual([once.nationalId]);
    // Typed on an Arabic keyboard (ك for ک, ي for ی): the same people.
    for (const [typed, who] of [
      ["كاوه", once],
      ["نسرين بهاري", frequent],
    ] as const)
      expect(
        (await search(`Resource.SearchOnNameNationalIdMobile=${encodeURIComponent(typed)}`)).body.result.map(
          (r: { nationalId: string }) => r.nationalId,
        ),
        typed,
      ).toEqual([who.nationalId]);
    expect(
      (await search(`Resource.SearchOnNameNationalIdMobile=${frequent.nationalId}`)).body.result.map(
        (r: { nationalId: string }) => r.nationalId,
      ),
    ).toEqual([frequent.nationalId]);
    const persian = once.mobile.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]);
    expect(
      (await search(`Resource.SearchOnNameNationalIdMobile=${encodeURIComponent(persian)}`)).body.totalItemCount,
    ).toBe(1);
    expect(
      (await search("Resource.CountOperator=GreaterThan&Resource.Count=1")).body.result.map(
        (r: { nationalId: string }) => r.nationalId,
      ),
    ).toEqual([frequent.nationalId]);
    expect(
      (await search(`Resource.CountOperator=${encodeURIComponent("<=")}&Resource.Count=1`)).body.totalItemCount,
    ).toBe(1);
    expect((await search("Resource.CountOperator=Equal&Resource.Count=3")).body.totalItemCount).toBe(1);
    await api("POST", `/api/user/passenger/blacklist/${once.nationalId}`, { token: leader.token });
    expect(
      (await search("Resource.IsBlackListed=true")).body.result.map((r: { nationalId: string }) => r.nationalId),
    ).toEqual([once.nationalId]);
    expect((await search("Resource.IsBlackListed=false")).body.totalItemCount).toBe(1);
    await api("DELETE", `/api/user/passenger/blacklist/${once.nationalId}`, { token: leader.token });
  });

  it("counts exactly the rows it lists under every combination of term, trips and blacklist", async () => {
    await api("POST", `/api/user/passenger/blacklist/${frequent.nationalId}`, { token: leader.token });
    const unknown = validNationalId(); // blacklisted but never travelled: in no row, in no count
    await api("POST", `/api/user/passenger/blacklist/${unknown}`, { token: leader.token });
    const term = `Resource.SearchOnNameNationalIdMobile=${encodeURIComponent("بهاری")}`;
    for (const query of [
      "",
      term,
      "Resource.CountOperator=GreaterThan&Resource.Count=1",
      `${term}&Resource.CountOperator=Equal&Resource.Count=1`,
    ]) {
      const rows: Record<string, string[]> = {};
      for (const black of ["", "&Resource.IsBlackListed=true", "&Resource.IsBlackListed=false"]) {
        const res = await search(`PageSize=100&${query}${black}`);
        expect(res.status).toBe(200);
        expect(res.body.totalItemCount, `${query}${black}`).toBe(res.body.result.length);
        rows[black] = res.body.result
          .map((r: { nationalId: string; isBlackListed: boolean }) => `${r.nationalId}:${r.isBlackListed}`)
          .sort();
      }
      expect([...rows["&Resource.IsBlackListed=true"], ...rows["&Resource.IsBlackListed=false"]].sort(), query).toEqual(
        rows[""],
      );
      expect(rows["&Resource.IsBlackListed=true"].every((r) => r.endsWith(":true"))).toBe(true);
    }
    expect(
      (await search("Resource.IsBlackListed=true")).body.result.map((r: { nationalId: string }) => r.nationalId),
    ).toEqual([frequent.nationalId]);
    await api("DELETE", `/api/user/passenger/blacklist/${frequent.nationalId}`, { token: leader.token });
    await api("DELETE", `/api/user/passenger/blacklist/${unknown}`, { token: leader.token });
  });

  it("refuses a bad operator (400, Persian), an operator (403), and shows nothing of other leaders", async () => {
    const bad = await search("Resource.CountOperator=Most&Resource.Count=1");
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
    expect((await search("Page=1", (await createUser({ role: "Operator" })).token)).status).toBe(403);
    const theirs = await search("Page=1", other.token);
    expect(theirs.body.totalItemCount).toBe(1);
    expect(theirs.body.result[0].nationalId).not.toBe(frequent.nationalId);
  });
});

describe("POST /api/user/passenger/send-message", () => {
  it("texts the filtered set only", async () => {
    const text = `پیام به مسافران پرسفر ${Date.now()}`;
    const res = await api("POST", "/api/user/passenger/send-message", {
      token: leader.token,
      body: { countOperator: "GreaterThanOrEqual", count: 2, textMessage: text },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.recipients).toBe(1);
    // The search states the same figure the send answers (issue 22: the button said 10, the send 11).
    for (const [query, body] of [
      ["Resource.CountOperator=GreaterThanOrEqual&Resource.Count=2", { countOperator: "GreaterThanOrEqual", count: 2 }],
      ["Page=1", {}],
      ["Resource.IsBlackListed=false", { isBlackListed: false }],
    ] as const) {
      const listed = await search(query);
      const sent = await api("POST", "/api/user/passenger/send-message", {
        token: leader.token,
        body: { ...body, textMessage: `${text} ${query}` },
      });
      expect(listed.body.recipients, query).toBe(sent.body.recipients);
    }
    await deliverGroupMessage(res.body.id);
    expect(await prisma.smsMessage.count({ where: { text, mobile: frequent.mobile } })).toBe(1);
    expect(await prisma.smsMessage.count({ where: { text, mobile: once.mobile } })).toBe(0);
    expect(
      (await api("POST", "/api/user/passenger/send-message", { token: leader.token, body: { textMessage: "" } }))
        .status,
    ).toBe(400);
    expect(
      (
        await api("POST", "/api/user/passenger/send-message", {
          token: (await createUser({ role: "Operator" })).token,
          body: { textMessage: "x" },
        })
      ).status,
    ).toBe(403);
  });
});
