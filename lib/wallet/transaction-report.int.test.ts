// Issue 33: what a ledger line concerns (its tour and tracking code) is written on the entry when it is posted, and
// the transaction report and turnover filter on it. On a mixed wallet (tickets, a cancelled ticket's refund, an
// installment, a wallet charge, operator credit, a checkout and its deletion, an affiliate's share): every line holds
// what linking it to its bill, refund, reservation and tour gives (the old report's derivation, kept below as the
// reference), the migration's backfill writes the same, and the filters answer what the reference answers — the tour
// name or tracking code, not the description — with no line of another wallet.
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { findAccountId, operatorCredit, wallet } from "@/lib/ledger/accounts";
import { postTransaction } from "@/lib/ledger/post-transaction";
import { installmentPayUrl } from "@/lib/installments/pay-token";
import { createInstallmentTour, createPlan } from "@/lib/installments/testing/fixtures";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { createAffiliateSellingTour, passenger, reserve, validNationalId } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { uniqueMobile } from "@/tests/helpers/factories";
import { deleteCheckout } from "./delete-checkout";
import { requestCheckout } from "./request-checkout";
import { chargeThroughSandbox, endSession, moneyTour, paidSale, refundedSale } from "./testing/money-fixtures";
import { walletEntries, walletEntriesTotals, type EntryFilters } from "./wallet-entries";

interface Line {
  id: number;
  accountId: number;
  amount: bigint;
  key: string | null;
  description: string | null;
  tourId: number | null;
  trackingCode: string | null;
  refTourId: number | null;
  refCode: string | null;
  refTourName: string | null;
}

/** Every line of the given wallets with what it holds and what linking it gives (the report's derivation before issue 33). */
const linesOf = (accountIds: number[]) => prisma.$queryRaw<Line[]>`
  select e.id, e."accountId", e.amount, t."idempotencyKey" as key, t.description, e."tourId", e."trackingCode",
         r."tourId" as "refTourId", tr.title as "refTourName",
         coalesce(r."trackingId", b.reference,
                  case when t."idempotencyKey" like 'checkout:%' then 'CO-' || split_part(t."idempotencyKey", ':', 2) end) as "refCode"
  from "LedgerEntry" e join "LedgerTransaction" t on t.id = e."transactionId"
  left join "Bill" b on t."idempotencyKey" like 'bill:%' and b.id = split_part(t."idempotencyKey", ':', 2)
  left join "Refund" f on f.id = case when t."idempotencyKey" ~ '^refund:[0-9]+$' then split_part(t."idempotencyKey", ':', 2)::int end
  left join lateral (select x."trackingId", x."tourId" from "Reservation" x
                     where x.id = coalesce((select y.id from "Reservation" y where y."billId" = b.id),
                                           (select i."reservationId" from "ReservationInstallment" i where i.id = b."installmentId"),
                                           f."reservationId")) r on true
  left join "Tour" tr on tr.id = r."tourId"
  where e."accountId" = any(${accountIds}::int[]) order by e.id`;

const SHEBA = "820540102680020817909002";
const relative = (url: string) => new URL(url).pathname + new URL(url).search;
const authorityOf = (location: string) => /\/payment\/sandbox\/([^/?]+)/.exec(location)![1];

const data = {} as {
  token: string;
  /** The leader's, another leader's (same tour title), the affiliate's and its tour owner's wallets. */
  accounts: { leader: number; other: number; seller: number; sellerLeader: number };
  title: string;
  saleCode: string;
  otherCode: string;
  installmentBill: string;
  refundId: number;
  checkoutId: number;
};

beforeAll(async () => {
  const own = await moneyTour();
  const leader = own.leader;
  const caller: Caller = { userId: leader.user.id, role: leader.user.role, canLogin: true };
  const sale = await paidSale(own, 2);
  await paidSale(own, 1);
  const refunded = await refundedSale(own, 1);
  await postTransaction(prisma, {
    type: "ChangeOfCredit",
    entries: [
      { account: operatorCredit, amount: -7_000n },
      { account: wallet(leader.user.id), amount: 7_000n },
    ],
  });
  const { query } = await chargeThroughSandbox(leader.token, 20_000);
  expect((await api("GET", `/api/users/self/ConfirmChargePayment${query}`, { token: leader.token })).body.status).toBe(
    "paid",
  );

  // A product order: its bill's reference is the order's tracking code, with no tour.
  const product = await api("POST", "/api/Product", {
    token: leader.token,
    body: {
      title: "کوله‌پشتی ۴۰ لیتری",
      registrationEndTime: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      capacity: 10,
      price: 1_500_000,
      description: "کوله کوهنوردی",
      isExtraQuestionDate: false,
      showInWebsite: true,
      tags: [],
    },
  });
  expect(product.status, JSON.stringify(product.body)).toBe(200);
  const ordered = await api("POST", `/api/product/${product.body.id}/reservation`, {
    body: {
      firstName: "سارا",
      lastName: "کریمی",
      mobile: uniqueMobile(),
      nationalId: validNationalId(),
      orderCount: 1,
      paymentMethod: "Online",
    },
  });
  expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
  await api("GET", await actOnSandbox((await startSandboxPayment(ordered.body.billId)).authority, "pay"));

  // A ticket sold in installments: the down payment (the reservation's bill) and the first installment (its own bill).
  const plan = await createPlan(leader);
  const installmentTour = await createInstallmentTour(leader, [plan.id]);
  const sold = await reserve(installmentTour.tour.id, installmentTour.session.id, {
    paymentMethod: "Installment",
    installmentPlanId: plan.id,
    passengers: [passenger()],
  });
  expect(sold.status, JSON.stringify(sold.body)).toBe(200);
  const { authority } = await startSandboxPayment(sold.body.billId);
  await api("GET", await actOnSandbox(authority, "pay"));
  const first = await prisma.reservationInstallment.findFirstOrThrow({
    where: { reservation: { billId: sold.body.billId }, status: { not: "Paid" } },
    orderBy: { sequence: "asc" },
  });
  const started = await api("GET", relative(installmentPayUrl(first.id)));
  expect(started.status, JSON.stringify(started.body)).toBe(303);
  await api("GET", await actOnSandbox(authorityOf(started.headers.get("location")!), "pay"));
  const paidInstallment = await prisma.reservationInstallment.findUniqueOrThrow({ where: { id: first.id } });
  expect(paidInstallment.status).toBe("Paid");

  // The sale's money is withdrawable once its session has ended: a checkout requested, then deleted.
  await endSession(own);
  const checkout = await requestCheckout(caller, { amount: 10_000n, bankAccount: SHEBA });
  await deleteCheckout(caller, checkout.id);

  // Another leader whose tour has the same title, and an affiliate's share of a third leader's sale.
  const other = await moneyTour();
  const otherSale = await paidSale(other, 1);
  const affiliate = await createAffiliateSellingTour();
  const shared = await reserve(affiliate.tour.id, affiliate.session.id, {
    sellerId: affiliate.seller.user.id,
    passengers: [passenger()],
  });
  expect(shared.status, JSON.stringify(shared.body)).toBe(200);
  await api("GET", await actOnSandbox((await startSandboxPayment(shared.body.billId)).authority, "pay"));

  const account = async (userId: number) => (await findAccountId(prisma, wallet(userId)))!;
  Object.assign(data, {
    token: leader.token,
    accounts: {
      leader: await account(leader.user.id),
      other: await account(other.leader.user.id),
      seller: await account(affiliate.seller.user.id),
      sellerLeader: await account(affiliate.tour.leaderId),
    },
    title: own.tour.title,
    saleCode: sale.trackingId,
    otherCode: otherSale.trackingId,
    installmentBill: paidInstallment.billId!,
    refundId: refunded.refundId,
    checkoutId: checkout.id,
  });
  expect(other.tour.title).toBe(own.tour.title);
});

describe("what a ledger line concerns", () => {
  it("is written on every line as it is posted, as linking the line gives, and the backfill writes the same", async () => {
    const ids = Object.values(data.accounts);
    const lines = await linesOf(ids);
    // The mix is there: a sale, an installment's own bill, a refund, a checkout and its deletion, the affiliate's share,
    // a wallet charge (its bill's reference, no tour) and operator credit (nothing).
    const keyed = (pattern: RegExp) => lines.filter((l) => l.key && pattern.test(l.key));
    expect(keyed(new RegExp(`^bill:${data.installmentBill}:paid$`))[0]).toMatchObject({
      refTourId: expect.any(Number),
    });
    expect(keyed(new RegExp(`^refund:${data.refundId}$`))[0]).toMatchObject({ refCode: expect.any(String) });
    expect(keyed(new RegExp(`^checkout:${data.checkoutId}(:deleted)?$`)).map((l) => l.refCode)).toEqual([
      `CO-${data.checkoutId}`,
      `CO-${data.checkoutId}`,
    ]);
    expect(
      keyed(/:seller$/)
        .map((l) => l.accountId)
        .sort(),
    ).toEqual([data.accounts.seller, data.accounts.sellerLeader].sort());
    // The product order (its code, no tour), the wallet charge (nothing) and the operator's credit (no key, nothing).
    const untoured = lines.filter((l) => l.refTourId === null && l.key?.startsWith("bill:")).map((l) => l.refCode);
    expect(untoured).toEqual([null, expect.any(String)]);
    expect(lines.some((l) => l.key === null && l.refCode === null)).toBe(true);

    for (const l of lines)
      expect({ id: l.id, tourId: l.tourId, code: l.trackingCode }).toEqual({
        id: l.id,
        tourId: l.refTourId,
        code: l.refCode,
      });

    // The backfill (the migration's, and the bulk seed's): cleared, rebuilt, the same values; rolled back.
    const rollback = new Error("rollback");
    let rebuilt: { id: number; tourId: number | null; trackingCode: string | null }[] = [];
    await prisma
      .$transaction(async (tx) => {
        await tx.$executeRaw`update "LedgerEntry" set "tourId" = null, "trackingCode" = null where "accountId" = any(${ids}::int[])`;
        await tx.$executeRaw`select "ledger_concerns_rebuild"()`;
        rebuilt =
          await tx.$queryRaw`select id, "tourId", "trackingCode" from "LedgerEntry" where "accountId" = any(${ids}::int[]) order by id`;
        throw rollback;
      })
      .catch((e) => {
        if (e !== rollback) throw e;
      });
    expect(rebuilt).toEqual(lines.map((l) => ({ id: l.id, tourId: l.tourId, trackingCode: l.trackingCode })));
  });
});

describe("the transaction report's and turnover's filters", () => {
  /** What the filters answered before issue 33 (links, then filters), less the description the spec does not name. */
  async function expected(f: EntryFilters, skip: number, take: number) {
    const lines = await linesOf([data.accounts.leader]);
    let balance = 0n;
    const all = lines.map((l) => ({ ...l, balance: (balance += l.amount) }));
    const has = (v: string | null, s: string) => !!v && v.toLowerCase().includes(s.toLowerCase());
    const kept = all
      .filter((l) => !f.tourLinesOnly || l.refTourName !== null)
      .filter((l) => !f.term || has(l.refTourName, f.term) || has(l.refCode, f.term))
      .filter((l) => !f.trackingCode || has(l.refCode, f.trackingCode))
      .reverse();
    return {
      page: kept.slice(skip, skip + take).map((l) => ({
        id: l.id,
        tourName: l.refTourName,
        trackingCode: l.refCode,
        balance: l.balance,
      })),
      count: kept.length,
      sum: kept.reduce((s, l) => s + l.amount, 0n),
    };
  }

  async function answered(accountId: number, f: EntryFilters, skip: number, take: number) {
    const [rows, totals] = await Promise.all([
      walletEntries(prisma, accountId, f, { skip, take }),
      walletEntriesTotals(prisma, accountId, f),
    ]);
    return {
      page: rows.map((r) => ({ id: r.id, tourName: r.tourName, trackingCode: r.trackingCode, balance: r.balance })),
      count: totals.count,
      sum: totals.sum,
    };
  }

  it("answers as the lines' links do: tour lines, a tour name, a tracking code, a checkout code, pages and dates", async () => {
    const cases: EntryFilters[] = [
      { tourLinesOnly: true },
      { tourLinesOnly: true, term: data.title.slice(4, 12) },
      { tourLinesOnly: true, term: data.saleCode.toLowerCase() },
      { tourLinesOnly: true, term: "co-" },
      { tourLinesOnly: true, term: "هیچ توری با این نام نیست" },
      {},
      { trackingCode: "co-" },
      { trackingCode: data.saleCode },
    ];
    let nonEmpty = 0;
    for (const f of cases)
      for (const [skip, take] of [
        [0, 3],
        [3, 3],
        [0, 50],
      ]) {
        const want = await expected(f, skip, take);
        expect(await answered(data.accounts.leader, f, skip, take), JSON.stringify({ f, skip })).toEqual(want);
        if (want.page.length) nonEmpty++;
      }
    expect(nonEmpty).toBeGreaterThan(12);
    // A date filter joins the matching lines to their transactions: the same lines, the same balances.
    const from = new Date(Date.now() - 86_400_000);
    const dated = await answered(data.accounts.leader, { tourLinesOnly: true, term: data.title, from }, 0, 50);
    expect(dated).toEqual(await expected({ tourLinesOnly: true, term: data.title }, 0, 50));
    expect(dated.count).toBeGreaterThan(3);
  });

  it("matches the tour name or tracking code only, never the description, and no other wallet's line", async () => {
    // Every sale's description names its passengers' count («… (۲ مسافر)»); the spec's filter is TourNameOrTrackingCode.
    const lines = await linesOf([data.accounts.leader]);
    expect(lines.filter((l) => l.description?.includes("مسافر")).length).toBeGreaterThan(2);
    expect(await answered(data.accounts.leader, { tourLinesOnly: true, term: "مسافر" }, 0, 10)).toEqual({
      page: [],
      count: 0,
      sum: 0n,
    });
    // The other leader's tour has the same title: the term finds only this wallet's lines; its ticket's code none here.
    const own = new Set(lines.map((l) => l.id));
    const byTitle = await answered(data.accounts.leader, { tourLinesOnly: true, term: data.title }, 0, 100);
    expect(byTitle.page.length).toBeGreaterThan(3);
    expect(byTitle.page.every((r) => own.has(r.id))).toBe(true);
    expect((await answered(data.accounts.leader, { tourLinesOnly: true, term: data.otherCode }, 0, 10)).count).toBe(0);
    expect((await answered(data.accounts.other, { trackingCode: data.otherCode }, 0, 10)).count).toBe(1);
    // Through the route, as the leader calls it.
    const res = await api(
      "GET",
      `/api/Users/Self/transaction-report?TourNameOrTrackingCode=${data.saleCode.toLowerCase()}`,
      {
        token: data.token,
      },
    );
    expect(res.body.result.map((r: { trackingCode: string }) => r.trackingCode)).toEqual([data.saleCode]);
  });
});
