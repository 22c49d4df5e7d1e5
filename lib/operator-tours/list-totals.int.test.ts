// The operator's tour list and the finance refund list take their unfiltered totals from TourTotal and RefundTotal, kept by
// deferred triggers in the tour's and the refund's own transaction (issue 33): after concurrent inserts, publishing, deleting,
// state and amount changes, a rolled-back write and a hard delete, the kept rows equal the tables counted in the same
// statement (one snapshot, so other files' concurrent writes cannot split the two), and the lists answer those totals.
// A term's count stops at the rows a list pages through and says so (totalCapped), and a term naming too many leaders is
// refused rather than read.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { MAX_PAGED_ROWS } from "@/lib/http/paging";
import { createSellingTour, passenger, reserve, sessionInput } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";
import { OPERATOR_TOURS_MESSAGES } from "./messages";

let fixture: Awaited<ReturnType<typeof createSellingTour>>;
let reservationId: number;
let operator: Awaited<ReturnType<typeof createUser>>;
let accountant: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  fixture = await createSellingTour({ tourDiscounts: [], sessions: [sessionInput(20)] });
  const bus = fixture.session.vehicles[0];
  const res = await reserve(fixture.tour.id, fixture.session.id, {
    passengers: [passenger({ vehicleId: bus.id, seat: 1 })],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  reservationId = (await prisma.reservation.findUniqueOrThrow({ where: { trackingId: res.body.trackingId } })).id;
  [operator, accountant] = await Promise.all([createUser({ role: "Operator" }), createUser({ role: "Accountant" })]);
});

const tourTotalsAgree = async () =>
  (
    await prisma.$queryRaw<{ counted: string; kept: string }[]>`
      SELECT (SELECT coalesce(json_agg(x ORDER BY x), '[]') FROM (SELECT "isDraft"::text || '/' || ("deletedAt" IS NOT NULL)::text
                || ': ' || count(*) AS x FROM "Tour" GROUP BY "isDraft", "deletedAt" IS NOT NULL) c)::text AS counted,
             (SELECT coalesce(json_agg(x ORDER BY x), '[]') FROM (SELECT "isDraft"::text || '/' || deleted::text || ': ' || sum(count) AS x
                FROM "TourTotal" GROUP BY "isDraft", deleted HAVING sum(count) <> 0) k)::text AS kept`
  )[0];
const refundTotalsAgree = async () =>
  (
    await prisma.$queryRaw<{ counted: string; kept: string }[]>`
      SELECT (SELECT coalesce(json_agg(x ORDER BY x), '[]') FROM (SELECT state::text || '/' || ("deletedAt" IS NOT NULL)::text || ': '
                || count(*) || ' × ' || sum("returnedAmount") AS x FROM "Refund" GROUP BY state, "deletedAt" IS NOT NULL) c)::text AS counted,
             (SELECT coalesce(json_agg(x ORDER BY x), '[]') FROM (SELECT state::text || '/' || deleted::text || ': ' || sum(count)
                || ' × ' || sum(amount) AS x FROM "RefundTotal" GROUP BY state, deleted HAVING sum(count) <> 0) k)::text AS kept`
  )[0];

describe("the tours' kept totals (TourTotal)", () => {
  it("equal the tours counted after concurrent inserts, publishing, deleting, a rollback and a hard delete", async () => {
    const leader = fixture.tour.leaderId;
    const made = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        prisma.tour.create({
          data: { leaderId: leader, title: `شمارش تور ${i}`, tourType: "SimpleTour", isDraft: i % 2 === 0 },
          select: { id: true },
        }),
      ),
    );
    await Promise.all(
      made.map(({ id }, i) =>
        prisma.$transaction(async (tx) => {
          if (i % 2 === 0) await tx.tour.update({ where: { id }, data: { isDraft: false } });
          if (i % 3 === 0) await tx.tour.update({ where: { id }, data: { deletedAt: new Date() } });
          // an update of other columns leaves the totals alone
          await tx.tour.update({ where: { id }, data: { title: `شمارش تور ${i} (ویرایش)` } });
        }),
      ),
    );
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.tour.update({ where: { id: made[1].id }, data: { isDraft: true, deletedAt: new Date() } });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await prisma.tour.delete({ where: { id: made[4].id } });
    const { counted, kept } = await tourTotalsAgree();
    expect(kept).toBe(counted);
    expect(JSON.parse(counted).length).toBeGreaterThan(1);
  });

  it("give the unfiltered list's total, live or deleted (the same as counting the published tours)", async () => {
    for (const deleted of [false, true]) {
      const [list, counted] = await Promise.all([
        api("GET", `/api/Operator/SearchTours${deleted ? "?IsDeleted=true" : ""}`, { token: operator.token }),
        prisma.tour.count({ where: { isDraft: false, deletedAt: deleted ? { not: null } : null } }),
      ]);
      expect(list.status).toBe(200);
      // other files write tours in parallel: the kept total and a count taken at the same moment may differ by their writes
      expect(Math.abs(list.body.totalItemCount - counted), `deleted ${deleted}`).toBeLessThanOrEqual(5);
      expect(list.body.totalCapped).toBe(false);
    }
  });
});

describe("the operator's tour search", () => {
  it(`counts a term's tours up to ${MAX_PAGED_ROWS} and says when more match; exact below`, async () => {
    const word = `پرتکرار${Date.now().toString(36)}`;
    await prisma.tour.createMany({
      data: Array.from({ length: MAX_PAGED_ROWS + 1 }, (_, i) => ({
        leaderId: fixture.tour.leaderId,
        title: `تور ${word} ${i}`,
        tourType: "SimpleTour",
        isDraft: false,
        // starts shared by many tours and tours without one: the order's ties are broken by id
        startTime: i % 3 ? new Date(Date.UTC(2026, 0, 1 + (i % 40))) : null,
        // deleted: out of every public page and sitemap the other files read; the operator searches them with IsDeleted
        deletedAt: new Date(),
      })),
    });
    const broad = await api("GET", `/api/Operator/SearchTours?IsDeleted=true&SearchTerm=${encodeURIComponent(word)}`, {
      token: operator.token,
    });
    expect(broad.status).toBe(200);
    expect([broad.body.totalItemCount, broad.body.totalCapped, broad.body.result.length]).toEqual([
      MAX_PAGED_ROWS,
      true,
      9,
    ]);
    // the last page the list pages through is answered, full
    const last = await api(
      "GET",
      `/api/Operator/SearchTours?IsDeleted=true&SearchTerm=${encodeURIComponent(word)}&Page=${broad.body.pageCount}&PageSize=9`,
      { token: operator.token },
    );
    expect(last.status).toBe(200);
    expect(last.body.result.length).toBeGreaterThan(0);
    // A broad term's pages walk the list's order (walkTermPage): the same tours, in the same order, as the term's
    // matches sorted whole; a page near the end is read from the matches.
    for (const [page, size] of [
      [1, 9],
      [2, 9],
      [7, 50],
      [broad.body.pageCount, 9],
    ]) {
      const res = await api(
        "GET",
        `/api/Operator/SearchTours?IsDeleted=true&SearchTerm=${encodeURIComponent(word)}&Page=${page}&PageSize=${size}`,
        { token: operator.token },
      );
      const sorted = await prisma.tour.findMany({
        where: { isDraft: false, deletedAt: { not: null }, title: { contains: word, mode: "insensitive" } },
        orderBy: [{ startTime: { sort: "desc", nulls: "first" } }, { id: "desc" }],
        skip: (page - 1) * size,
        take: size,
        select: { id: true },
      });
      expect(
        res.body.result.map((r: { id: number }) => r.id),
        `page ${page}`,
      ).toEqual(sorted.map((r) => r.id));
    }
    const narrow = await api(
      "GET",
      `/api/Operator/SearchTours?IsDeleted=true&SearchTerm=${encodeURIComponent(`${word} 4999`)}`,
      {
        token: operator.token,
      },
    );
    expect([narrow.body.totalItemCount, narrow.body.totalCapped]).toEqual([1, false]);
  });

  it("finds a tour by its leader's brand and name (read first, on the leaders' own indexes)", async () => {
    const brand = `برند${Date.now().toString(36)}`;
    const leader = await createUser({ role: "Leader" });
    await prisma.user.update({ where: { id: leader.user.id }, data: { brand, lastName: `${brand}نام` } });
    const tour = await prisma.tour.create({
      data: { leaderId: leader.user.id, title: "تور بی‌نام", tourType: "SimpleTour", isDraft: false },
    });
    for (const term of [brand, `${brand}نام`, leader.user.mobile]) {
      const res = await api("GET", `/api/Operator/SearchTours?SearchTerm=${encodeURIComponent(term)}`, {
        token: operator.token,
      });
      expect(
        res.body.result.map((r: { id: number }) => r.id),
        term,
      ).toEqual([tour.id]);
    }
  });

  it("refuses a term naming more than 1,000 leaders with a Persian 400, reading no tour", async () => {
    const word = `همنام${Date.now().toString(36)}`;
    await prisma.user.createMany({
      data: Array.from({ length: 1_001 }, () => ({
        mobile: uniqueMobile(),
        firstName: word,
        lastName: "تورگردان",
        role: "Leader" as const,
        passwordHash: "x",
      })),
    });
    const ids = (await prisma.user.findMany({ where: { firstName: word }, select: { id: true } })).map((u) => u.id);
    expect(ids.length).toBeGreaterThan(1_000);
    await prisma.tour.createMany({
      data: ids.map((leaderId) => ({ leaderId, title: "تور", tourType: "SimpleTour" as const, deletedAt: new Date() })),
    });
    const res = await api("GET", `/api/Operator/SearchTours?SearchTerm=${encodeURIComponent(word)}`, {
      token: operator.token,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [OPERATOR_TOURS_MESSAGES.termTooBroad], codes: ["search_too_broad"] });
  });
});

describe("the operator's comments list", () => {
  it(`counts the comments up to ${MAX_PAGED_ROWS} and says when more exist, newest first`, async () => {
    const before = await api("GET", "/api/operator/usercomments?PageSize=9", { token: operator.token });
    expect(before.status).toBe(200);
    const made = MAX_PAGED_ROWS + 1 - Math.min(before.body.totalItemCount, MAX_PAGED_ROWS);
    await prisma.tourComment.createMany({
      data: Array.from({ length: made }, (_, i) => ({ tourId: fixture.tour.id, fullName: "مسافر", text: `نظر ${i}` })),
    });
    const newest = await prisma.tourComment.create({
      data: {
        tourId: fixture.tour.id,
        fullName: "مسافر",
        text: "تازه‌ترین نظر",
        createdAt: new Date(Date.now() + 60_000),
      },
    });
    const res = await api("GET", "/api/operator/usercomments?PageSize=9", { token: operator.token });
    expect(res.status).toBe(200);
    expect([res.body.totalItemCount, res.body.totalCapped, res.body.pageCount]).toEqual([
      MAX_PAGED_ROWS,
      true,
      Math.ceil(MAX_PAGED_ROWS / 9),
    ]);
    expect(res.body.result[0]).toMatchObject({ commentId: newest.id, text: "تازه‌ترین نظر" });
  });
});

describe("the refunds' kept totals (RefundTotal)", () => {
  it("equal the refunds counted after concurrent refunds, state and amount changes, a rollback, a soft and a hard delete", async () => {
    const made = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        prisma.refund.create({
          data: {
            tourId: fixture.tour.id,
            reservationId,
            penaltyPercent: 10,
            returnedAmount: BigInt(50_000 + i * 1_003),
            state: i % 2 ? "OperatorPending" : "TourLeaderPending",
          },
          select: { id: true },
        }),
      ),
    );
    await Promise.all(
      made.map(({ id }, i) =>
        prisma.$transaction(async (tx) => {
          await tx.refund.update({
            where: { id },
            data: { state: i % 2 ? "ProcessedByOperator" : "ProcessedByTourLeader" },
          });
          if (i % 4 === 0) await tx.refund.update({ where: { id }, data: { returnedAmount: { increment: 7n } } });
          if (i % 5 === 0) await tx.refund.update({ where: { id }, data: { deletedAt: new Date() } });
        }),
      ),
    );
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.refund.update({ where: { id: made[1].id }, data: { state: "OperatorPending", returnedAmount: 1n } });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await prisma.refund.delete({ where: { id: made[2].id } });
    const { counted, kept } = await refundTotalsAgree();
    expect(kept).toBe(counted);
  });

  it("give the finance list's count and sum for each switch, as counting does (dates: counted under the filter)", async () => {
    for (const q of [
      "",
      "OnlyPaid=true",
      "AssignedToOperator=true",
      "AssignedToOperator=false",
      "OnlyPaid=true&AssignedToOperator=true",
    ]) {
      const kept = await api("GET", `/api/refunds?${q}`, { token: accountant.token });
      const counted = await api("GET", `/api/refunds?${q}${q ? "&" : ""}From=2000-01-01T00:00:00Z`, {
        token: accountant.token,
      });
      expect(kept.status, q).toBe(200);
      expect(counted.status, q).toBe(200);
      // other files write refunds in parallel: the two answers, a moment apart, may differ by their writes
      expect(Math.abs(kept.body.totalItemCount - counted.body.totalItemCount), q).toBeLessThanOrEqual(3);
      if (kept.body.totalItemCount === counted.body.totalItemCount)
        expect(kept.body.totalAmount, q).toBe(counted.body.totalAmount);
    }
  });
});
