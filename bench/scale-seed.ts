// The national-size data set of `npm run bench:scale` (issue 33), written with set-based SQL
// (INSERT … SELECT over generate_series, one statement per table and step, never a row per
// request) into a database the app has migrated and seeded. At scale 1: 8,000 leaders and 2,000
// affiliates, 2,000 active sale websites, 100,000 tours with 300,000 sessions, 600,000 tickets of
// ~1,000,000 passengers, 650,000 paid bills with ~1,500,000 payment attempts and one ledger transaction
// each, 50,000 products and orders, 200,000 refunds, comments, check-ins and waiting-list entries.
// Skew: a tour's leader is drawn with a power law (the largest leaders hold ~20,000 tickets, most a
// few dozen to a few hundred) and 20 tours hold 5,000 passengers each. Consistent with the app's own
// rules: every ledger transaction sums to zero and no wallet goes below zero (lib/ledger/invariants.ts),
// each session's bookedCount is its active passengers, each product's soldCount its paid units, and
// the passenger book is rebuilt by its own function (the trigger's rule) after the bulk load.
import type pg from "pg";

export interface ScaleCounts {
  leaders: number;
  affiliates: number;
  sites: number;
  tours: number;
  bigTours: number;
  tickets: number;
  products: number;
  orders: number;
  refunds: number;
  comments: number;
  waitlist: number;
  installmentSales: number;
}

/** The buyer of 200 tickets whose /my is measured. */
export const TRAVELLER = "09121999999";

export function scaleCounts(scale: number): ScaleCounts {
  const n = (full: number) => Math.max(1, Math.round(full * scale));
  return {
    leaders: n(8_000),
    affiliates: n(2_000),
    sites: n(2_000),
    tours: n(100_000),
    bigTours: n(20),
    tickets: n(600_000),
    products: n(50_000),
    orders: n(50_000),
    refunds: n(200_000),
    comments: n(300_000),
    waitlist: n(50_000),
    installmentSales: n(30_000),
  };
}

/** Passengers of the g-th reservation: 1, 2, 2, 1, 2, 2… (5/3 on average: 600,000 tickets → 1,000,000 passengers). */
const passengersOf = (g: string) => `(CASE WHEN ${g} % 3 = 0 THEN 1 ELSE 2 END)`;
/** Passengers of a big tour's reservation: 5,000 passengers in 3,000 tickets. */
const BIG_TICKETS = 3_000;
const PRICE = 2_000_000;
/** The platform's commission on a sale (10 %); refunds keep at least this much as their penalty. */
const COMMISSION_PERCENT = 10;

/**
 * One OnlineSales ledger transaction per paid bill whose id starts with `prefix`: PlatformCash pays the
 * bill out to the beneficiary's wallet less the platform's commission (`commission`, SQL over the bill b).
 */
async function postSales(client: pg.Client, prefix: string, label: string, commission: string, type = "OnlineSales") {
  const bills = `'^${prefix}[0-9_]+$'`;
  await client.query(
    `INSERT INTO "LedgerTransaction" (type, description, "idempotencyKey", "createdAt")
     SELECT '${type}', '${label}' || reference, 'bill:' || id || ':paid', "paidAt" FROM "Bill" WHERE id ~ ${bills}`,
  );
  await client.query(
    `WITH acc AS (SELECT (SELECT id FROM "LedgerAccount" WHERE kind = 'PlatformCash' AND "ownerKey" = 0) AS cash,
                         (SELECT id FROM "LedgerAccount" WHERE kind = 'PlatformRevenue' AND "ownerKey" = 0) AS revenue)
     INSERT INTO "LedgerEntry" ("transactionId", "accountId", amount)
     SELECT t.id, e.account, e.amount
     FROM "LedgerTransaction" t JOIN "Bill" b ON t."idempotencyKey" = 'bill:' || b.id || ':paid'
     JOIN "LedgerAccount" w ON w.kind = 'UserWallet' AND w."userId" = b."beneficiaryId" CROSS JOIN acc
     CROSS JOIN LATERAL (VALUES (acc.cash, -b.amount), (acc.revenue, ${commission}), (w.id, b.amount - ${commission})) e(account, amount)
     WHERE b.id ~ ${bills}`,
  );
}

export async function seedScale(client: pg.Client, scale: number, log: (m: string) => void) {
  const c = scaleCounts(scale);
  const step = async (name: string, sql: string, params: unknown[] = []) => {
    const t = performance.now();
    const res = await client.query(sql, params);
    log(`${name}: ${res.rowCount?.toLocaleString("en") ?? "-"} rows in ${Math.round(performance.now() - t)} ms`);
  };
  await client.query(`SELECT setseed(0.33)`);
  const hash = (
    await client.query<{ h: string }>(`SELECT "passwordHash" AS h FROM "User" WHERE mobile = '09120000003'`)
  ).rows[0]?.h;
  if (!hash) throw new Error("the demo leader (09120000003) is missing: seed the demo first");

  // Users: leaders 09300000001…, affiliates 0990…, all with the demo leader's password.
  await step(
    "leaders and affiliates",
    `INSERT INTO "User" (mobile, "passwordHash", role, "firstName", "lastName", brand, "isConfirmed", "createdAt", "updatedAt")
     SELECT CASE WHEN g <= $1::int THEN '093' || lpad(g::text, 8, '0') ELSE '0990' || lpad(g::text, 7, '0') END, $3,
            (CASE WHEN g <= $1::int THEN 'Leader' ELSE 'Affiliate' END)::"Role",
            (ARRAY['مریم','علی','زهرا','حسین','سارا','رضا','نرگس','مهدی'])[1 + g % 8], 'گردشگر' || g,
            CASE WHEN g <= $1::int THEN 'سفرهای ' || g END, true, now() - (g % 900) * interval '1 day', now()
     FROM generate_series(1, $1::int + $2::int) g`,
    [c.leaders, c.affiliates, hash],
  );
  await client.query(
    `CREATE TEMP TABLE sl AS SELECT row_number() OVER (ORDER BY id) - 1 AS k, id FROM "User" WHERE mobile LIKE '093%' AND length(mobile) = 11 AND role = 'Leader'`,
  );
  await client.query(
    `CREATE TEMP TABLE sa AS SELECT row_number() OVER (ORDER BY id) - 1 AS k, id FROM "User" WHERE mobile LIKE '0990%' AND role = 'Affiliate'`,
  );
  await client.query(`CREATE UNIQUE INDEX ON sl (k); CREATE UNIQUE INDEX ON sa (k)`);
  await step(
    "affiliate links (3 leaders each)",
    `INSERT INTO "AffiliateLeader" ("affiliateId", "leaderId")
     SELECT sa.id, sl.id FROM sa CROSS JOIN generate_series(0, 2) j JOIN sl ON sl.k = (sa.k * 7 + j * 13) % $1
     ON CONFLICT DO NOTHING`,
    [c.leaders],
  );
  await step(
    "sale websites (the largest leaders first, active for a year)",
    `INSERT INTO "SaleWebsite" ("userId", "subDomain", "startsAt", "expiresAt", "updatedAt")
     SELECT id, 'site' || k, now() - interval '30 days', now() + interval '335 days', now() FROM sl WHERE k < $1`,
    [c.sites],
  );

  // Tours: the leader drawn as k = floor(L · u^2.5) (a power law: leader 0 holds ~3 % of them); a third
  // held in the past, the rest upcoming; three sessions each, a week apart.
  await step(
    "tours",
    `INSERT INTO "Tour" ("leaderId", title, description, "tourType", "startTime", "endTime", visibility, "createdAt", "updatedAt")
     SELECT sl.id, 'تور ' || (ARRAY['دماوند','کویر مرنجاب','جنگل ابر','قشم','کیش','الموت','ماسوله','کاشان'])[1 + g % 8] || ' ' || g,
            'سفری چندروزه با راهنمای محلی', 'SimpleTour', t.s, t.s + interval '16 days',
            (CASE WHEN g % 10 = 0 THEN 'Featured' WHEN g % 23 = 0 THEN 'Hidden' ELSE 'Shown' END)::"TourVisibility",
            t.s - interval '60 days', now() - (g % 500) * interval '1 hour'
     FROM generate_series(1, $1) g
     CROSS JOIN LATERAL (SELECT floor($2 * power(random(), 2.5))::int AS k,
                                now() + ((g % 3) - 1) * interval '45 days' + (g % 40) * interval '1 day' AS s) t
     JOIN sl ON sl.k = t.k`,
    [c.tours, c.leaders],
  );
  await client.query(
    `CREATE TEMP TABLE st AS SELECT row_number() OVER (ORDER BY t.id) - 1 AS k, t.id, t."leaderId", t."startTime" FROM "Tour" t JOIN sl ON sl.id = t."leaderId"`,
  );
  await client.query(`CREATE UNIQUE INDEX ON st (k)`);
  await step(
    "sessions (3 per tour)",
    `INSERT INTO "TourSession" ("tourId", "startTime", "endTime", capacity, price)
     SELECT st.id, st."startTime" + j * interval '7 days', st."startTime" + j * interval '7 days' + interval '2 days', 40, $1
     FROM st CROSS JOIN generate_series(0, 2) j`,
    [PRICE],
  );
  await client.query(`CREATE TEMP TABLE ss AS SELECT row_number() OVER (ORDER BY s.id) - 1 AS k, s.id, s."tourId", s."startTime", st."leaderId"
                      FROM "TourSession" s JOIN st ON st.id = s."tourId"`);
  await client.query(`CREATE UNIQUE INDEX ON ss (k); ANALYZE ss; ANALYZE st; ANALYZE sl`);

  // Tickets: the first bigTours × 3,000 go to the first session of every 5,000th tour (5,000
  // passengers each); the rest to a session drawn with the same power law as the tours' leaders.
  await client.query(
    `CREATE TEMP TABLE big AS SELECT row_number() OVER (ORDER BY k) - 1 AS b, id FROM ss WHERE k % 15000 = 0 LIMIT ${c.bigTours}`,
  );
  const bigCount = Number((await client.query(`SELECT count(*) FROM big`)).rows[0].count);
  const sessionCount = c.tours * 3;
  await client.query(`ALTER TABLE "Passenger" DISABLE TRIGGER USER`);
  await step(
    "reservations (tickets) and their bills",
    `WITH r AS (
       SELECT x.g, coalesce(big.id, ss.id) AS sid
       FROM (SELECT g, floor($3 * power(random(), 1.6))::int AS k FROM generate_series(1, $1) g) x
       LEFT JOIN big ON x.g <= $2 * ${BIG_TICKETS} AND big.b = (x.g - 1) / ${BIG_TICKETS}
       LEFT JOIN ss ON x.g > $2 * ${BIG_TICKETS} AND ss.k = x.k),
     bills AS (
       INSERT INTO "Bill" (id, purpose, amount, status, method, "payerMobile", "beneficiaryId", reference, "expiresAt", "paidAt", "finalizedAt", "createdAt", "updatedAt")
       SELECT 'sb' || r.g, 'TourReservation', ${PRICE} * ${passengersOf("r.g")}, 'Paid', 'Online',
              '0912' || lpad((r.g % 400000)::text, 7, '0'), ss."leaderId", 'T' || lpad(r.g::text, 9, '0'),
              ss."startTime" - interval '20 days', ss."startTime" - interval '30 days', ss."startTime" - interval '30 days',
              ss."startTime" - interval '30 days', now()
       FROM r JOIN ss ON ss.id = r.sid RETURNING id)
     INSERT INTO "Reservation" ("trackingId", "tourId", "sessionId", "buyerMobile", "totalPrice", amount, "paymentMethod", status, "billId", "createdAt", "updatedAt")
     SELECT 'T' || lpad(r.g::text, 9, '0'), ss."tourId", ss.id, '0912' || lpad((r.g % 400000)::text, 7, '0'),
            ${PRICE} * ${passengersOf("r.g")}, ${PRICE} * ${passengersOf("r.g")}, 'Online', 'ConfirmedPayment',
            'sb' || r.g, ss."startTime" - interval '30 days', now()
     FROM r JOIN ss ON ss.id = r.sid`,
    [c.tickets, bigCount, sessionCount],
  );
  await step(
    "passengers",
    `INSERT INTO "Passenger" ("reservationId", "sessionId", "firstName", "lastName", "nationalId", mobile, gender, "ageGroup",
                              "basePrice", "totalPrice", paid, commission, status, "activeNationalKey", "createdAt")
     SELECT p.id, p."sessionId", (ARRAY['مریم','علی','زهرا','حسین','سارا','رضا','نرگس','مهدی'])[1 + (p.n % 8)], 'خانواده' || (p.n % 50000),
            lpad((1000000000 + p.n)::text, 10, '0'), p."buyerMobile", (CASE WHEN p.n % 2 = 0 THEN 'Female' ELSE 'Male' END)::"Gender", 'Adult',
            ${PRICE}, ${PRICE}, ${PRICE}, ${(PRICE * COMMISSION_PERCENT) / 100}, 'ConfirmedPayment',
            p."sessionId" || ':' || lpad((1000000000 + p.n)::text, 10, '0'), p."createdAt"
     FROM (SELECT r.*, x.n + 1000000 * (row_number() OVER (PARTITION BY r."sessionId", x.n) - 1) AS n
           FROM (SELECT id, "sessionId", "buyerMobile", "createdAt", substr("trackingId", 2)::int AS g FROM "Reservation" WHERE "trackingId" ~ '^T[0-9]{9}$') r
           CROSS JOIN LATERAL (SELECT (r.g * 2 + j) % $1 AS n FROM generate_series(0, ${passengersOf("r.g")} - 1) j) x) p`,
    // ~60 % of the ticket slots are distinct travellers (the book's repeat travellers); one traveller twice in a session is made another.
    [Math.max(1, Math.round(c.tickets * 1.2))],
  );

  // Payment attempts: a failed try on two bills of three before the verified one, and a third try on every third (~2.3 per bill).
  // The payments' totals (PaymentTotal) are rebuilt once at the end rather than by a deferred trigger per row.
  await client.query(`ALTER TABLE "Payment" DISABLE TRIGGER USER`);
  await step(
    "payments (attempts per bill)",
    `INSERT INTO "Payment" ("billId", method, gateway, authority, amount, status, "refId", "paymentToken", "verifiedAt", "createdAt", "updatedAt")
     SELECT b.id, 'Online', 'sandbox', 'A' || b.id || '-' || j, b.amount,
            (CASE WHEN j = 0 THEN 'Verified' ELSE 'Failed' END)::"PaymentStatus", CASE WHEN j = 0 THEN 'REF' || b.id END,
            'pt-' || b.id || '-' || j, CASE WHEN j = 0 THEN b."paidAt" END, b."paidAt" - j * interval '5 minutes', b."paidAt"
     FROM "Bill" b CROSS JOIN LATERAL generate_series(0, CASE WHEN substr(b.id, 3)::int % 3 = 0 THEN 2 ELSE 1 END) j
     WHERE b.id ~ '^sb[0-9]+$'`,
  );

  // The ledger: PlatformCash pays each sale out to the leader's wallet less the platform's commission.
  await client.query(
    `INSERT INTO "LedgerAccount" (kind, "userId", "ownerKey") VALUES ('PlatformCash', NULL, 0), ('PlatformRevenue', NULL, 0), ('RefundsPayable', NULL, 0) ON CONFLICT DO NOTHING`,
  );
  await step(
    "wallets",
    `INSERT INTO "LedgerAccount" (kind, "userId", "ownerKey") SELECT 'UserWallet', id, id FROM sl ON CONFLICT DO NOTHING`,
  );
  await postSales(client, "sb", "فروش بلیت ", `b.amount * ${COMMISSION_PERCENT} / 100`);
  log("ledger of the ticket sales posted");

  // Refunds: two-passenger tickets outside the big tours (up to `refunds`) are cancelled with a 20 % penalty:
  // the leader's wallet gives back 80 % (less than the 90 % it received) to RefundsPayable.
  await step(
    "refunds",
    `WITH pick AS (SELECT r.id, r."tourId", r.amount FROM "Reservation" r
                   WHERE r."trackingId" ~ '^T[0-9]{9}$' AND substr(r."trackingId", 2)::int % 3 <> 0 AND substr(r."trackingId", 2)::int > $2
                   ORDER BY r.id LIMIT $1)
     INSERT INTO "Refund" ("tourId", "reservationId", "penaltyPercent", "returnedAmount", state, "payDate", "createdAt", "updatedAt")
     SELECT "tourId", id, 20, amount * 80 / 100,
            (CASE WHEN id % 4 = 0 THEN 'TourLeaderPending' WHEN id % 4 = 1 THEN 'OperatorPending' ELSE 'ProcessedByOperator' END)::"RefundState",
            CASE WHEN id % 4 >= 2 THEN now() END, now() - (id % 300) * interval '1 hour', now()
     FROM pick`,
    [c.refunds, bigCount * BIG_TICKETS],
  );
  await client.query(
    `UPDATE "Reservation" r SET status = 'Cancelled' FROM "Refund" f WHERE f."reservationId" = r.id AND r.status <> 'Cancelled'`,
  );
  await step(
    "passengers of the refunded tickets cancelled",
    `UPDATE "Passenger" p SET status = 'Cancelled', "cancelledAt" = f."createdAt", "refundId" = f.id, "activeNationalKey" = NULL
     FROM "Refund" f WHERE f."reservationId" = p."reservationId"`,
  );
  await client.query(
    `INSERT INTO "LedgerTransaction" (type, description, "idempotencyKey", "createdAt")
     SELECT 'RefundCancellation', 'استرداد', 'refund:' || id, "createdAt" FROM "Refund"`,
  );
  await step(
    "ledger entries of the refunds",
    `INSERT INTO "LedgerEntry" ("transactionId", "accountId", amount)
     SELECT t.id, e.account, e.amount
     FROM "Refund" f JOIN "LedgerTransaction" t ON t."idempotencyKey" = 'refund:' || f.id
     JOIN "Tour" tr ON tr.id = f."tourId" JOIN "LedgerAccount" w ON w.kind = 'UserWallet' AND w."userId" = tr."leaderId"
     CROSS JOIN LATERAL (VALUES (w.id, -f."returnedAmount"),
                                ((SELECT id FROM "LedgerAccount" WHERE kind = 'RefundsPayable' AND "ownerKey" = 0), f."returnedAmount")) e(account, amount)`,
  );

  // Capacity: each session holds its active passengers and a few places more.
  await step(
    "sessions' booked counts from their passengers",
    `UPDATE "TourSession" s SET "bookedCount" = x.n, capacity = x.n + 5
     FROM (SELECT "sessionId", count(*)::int AS n FROM "Passenger" WHERE status <> 'Cancelled' GROUP BY "sessionId") x
     WHERE x."sessionId" = s.id`,
  );
  await client.query(`ALTER TABLE "Passenger" ENABLE TRIGGER USER`);

  // Check-ins: every active passenger of a session that has started boarded, by the tour's leader.
  await step(
    "check-ins (passengers of started sessions)",
    `INSERT INTO "CheckIn" ("passengerId", "sessionId", "boardedAt", "boardedById")
     SELECT p.id, p."sessionId", ss."startTime", ss."leaderId" FROM "Passenger" p JOIN ss ON ss.id = p."sessionId"
     WHERE ss."startTime" < now() AND p.status <> 'Cancelled' AND p.id % 5 <> 0`,
  );
  await step(
    "comments",
    `INSERT INTO "TourComment" ("tourId", "fullName", text, mobile, "isDeleted", "createdAt")
     SELECT st.id, 'مسافر ' || g, 'سفر خوبی بود، از راهنما و برنامه راضی بودیم.', '0912' || lpad((g % 400000)::text, 7, '0'), g % 17 = 0,
            now() - (g % 2000) * interval '1 hour'
     FROM (SELECT g, floor($2 * power(random(), 1.6))::int AS k FROM generate_series(1, $1) g) x JOIN st ON st.k = x.k`,
    [c.comments, c.tours],
  );
  await step(
    "waiting-list entries (on upcoming sessions)",
    `INSERT INTO "WaitlistEntry" ("sessionId", mobile, places, position, status, "activeKey", "createdAt")
     SELECT x.id, x.mobile, 1 + g % 3, row_number() OVER (PARTITION BY x.id ORDER BY g), 'Waiting', x.id || ':' || x.mobile, now() - (g % 100) * interval '1 hour'
     FROM (SELECT y.g, ss.id, '0913' || lpad(y.g::text, 7, '0') AS mobile
           FROM (SELECT g, floor($2 * power(random(), 1.6))::int AS k FROM generate_series(1, $1) g) y
           JOIN ss ON ss.k = y.k WHERE ss."startTime" > now()) x`,
    [c.waitlist, sessionCount],
  );

  // Products and their paid orders (each with its bill, a verified payment and its ledger posting).
  await step(
    "products",
    `INSERT INTO "Product" ("leaderId", title, description, "registrationEndTime", capacity, "soldCount", price, "createdAt", "updatedAt")
     SELECT sl.id, 'کوله‌پشتی سفر ' || g, 'کالای سفر', now() + interval '60 days', 1000, 0, 500000, now() - (g % 300) * interval '1 hour', now()
     FROM (SELECT g, floor($2 * power(random(), 2.5))::int AS k FROM generate_series(1, $1) g) x JOIN sl ON sl.k = x.k`,
    [c.products, c.leaders],
  );
  await client.query(
    `CREATE TEMP TABLE sp AS SELECT row_number() OVER (ORDER BY p.id) - 1 AS k, p.id, p."leaderId" FROM "Product" p JOIN sl ON sl.id = p."leaderId"`,
  );
  await client.query(`CREATE UNIQUE INDEX ON sp (k)`);
  await step(
    "product orders and their bills",
    `WITH o AS (SELECT x.g, sp.id AS pid, sp."leaderId"
                FROM (SELECT g, floor($2 * power(random(), 1.3))::int AS k FROM generate_series(1, $1) g) x JOIN sp ON sp.k = x.k),
     bills AS (
       INSERT INTO "Bill" (id, purpose, amount, status, method, "payerMobile", "beneficiaryId", reference, "expiresAt", "paidAt", "finalizedAt", "createdAt", "updatedAt")
       SELECT 'pb' || g, 'ProductOrder', 500000, 'Paid', 'Online', '0912' || lpad((g % 400000)::text, 7, '0'), "leaderId", 'P' || lpad(g::text, 9, '0'),
              now() + interval '1 day', now() - (g % 300) * interval '1 hour', now() - (g % 300) * interval '1 hour', now() - (g % 300) * interval '1 hour', now()
       FROM o RETURNING id)
     INSERT INTO "ProductOrder" ("trackingId", "productId", "firstName", "lastName", mobile, "nationalId", "orderCount", "unitPrice", amount, commission,
                                 "paymentMethod", status, "billId", "createdAt", "updatedAt")
     SELECT 'P' || lpad(g::text, 9, '0'), pid, 'خریدار', 'شماره ' || g, '0912' || lpad((g % 400000)::text, 7, '0'), lpad((3000000000 + g)::text, 10, '0'),
            1, 500000, 500000, 50000, 'Online', 'Paid', 'pb' || g, now() - (g % 300) * interval '1 hour', now()
     FROM o`,
    [c.orders, c.products],
  );
  await client.query(
    `UPDATE "Product" p SET "soldCount" = x.n FROM (SELECT "productId", sum("orderCount")::int AS n FROM "ProductOrder" WHERE status = 'Paid' GROUP BY "productId") x WHERE x."productId" = p.id`,
  );
  await step(
    "payments, ledger of the orders",
    `INSERT INTO "Payment" ("billId", method, gateway, authority, amount, status, "refId", "paymentToken", "verifiedAt", "createdAt", "updatedAt")
     SELECT id, 'Online', 'sandbox', 'A' || id, amount, 'Verified', 'REF' || id, 'pt-' || id, "paidAt", "paidAt", "paidAt" FROM "Bill" WHERE id ~ '^pb[0-9]+$'`,
  );
  await postSales(client, "pb", "فروش کالا ", "50000::bigint");

  await seedScaleExtras(client, scale, log);
  return c;
}

/** Whether a database built by an earlier seedScale lacks what seedScaleExtras adds (a data folder kept by `--reuse`). */
export async function lacksScaleExtras(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query(
    `SELECT count(*)::int AS n FROM "Reservation" WHERE "trackingId" ~ '^I[0-9]{9}$'`,
  );
  return rows[0].n === 0;
}

/**
 * What the first data set lacked, added to a built one (its own step, so a kept database gets it too): installment
 * sales, payout requests (checkouts) with their postings, lapsed and expiring sale websites and a traveller holding
 * 200 tickets; then the passenger book is rebuilt and the statistics refreshed.
 */
export async function seedScaleExtras(client: pg.Client, scale: number, log: (m: string) => void) {
  const c = scaleCounts(scale);
  const step = async (name: string, sql: string, params: unknown[] = []) => {
    const t = performance.now();
    const res = await client.query(sql, params);
    log(`${name}: ${res.rowCount?.toLocaleString("en") ?? "-"} rows in ${Math.round(performance.now() - t)} ms`);
  };
  await client.query(`SELECT setseed(0.57)`);
  await client.query(`DROP TABLE IF EXISTS xl, xs, xi`);
  await client.query(
    `CREATE TEMP TABLE xl AS SELECT row_number() OVER (ORDER BY id) - 1 AS k, id FROM "User" WHERE mobile LIKE '093%' AND length(mobile) = 11 AND role = 'Leader'`,
  );
  await client.query(`CREATE UNIQUE INDEX ON xl (k); CREATE UNIQUE INDEX ON xl (id)`);

  // Installment plans of the largest leaders (those with a sale website): 40 % down, two parts 10 and 20 days after
  // purchase, the last at the latest 5 days before departure; their tours offer it.
  await step(
    "installment plans (one per leader with a sale website)",
    `INSERT INTO "InstallmentPlan" ("leaderId", name, "downPaymentPercent", "installmentCount", "dueDaysAfterPurchase",
                                   "lastDueDaysBeforeDeparture", "surchargePercent", "updatedAt")
     SELECT id, 'سه قسط', 40, 2, '{10,20}', 5, 0, now() FROM xl WHERE k < $1`,
    [c.sites],
  );
  await step(
    "their tours offer the plan",
    `UPDATE "Tour" t SET "definitionInstallmentIds" = ARRAY[p.id] FROM "InstallmentPlan" p JOIN xl ON xl.id = p."leaderId" WHERE p."leaderId" = t."leaderId"`,
  );
  // A sale in installments is bought 30 days before its session, so only sessions within 30 days (or past) fit the plan.
  await client.query(
    `CREATE TEMP TABLE xs AS SELECT row_number() OVER (ORDER BY s.id) - 1 AS k, s.id, s."tourId", s."startTime", t."leaderId", p.id AS plan
     FROM "TourSession" s JOIN "Tour" t ON t.id = s."tourId" JOIN "InstallmentPlan" p ON p."leaderId" = t."leaderId"
     JOIN xl ON xl.id = t."leaderId" WHERE s."startTime" < now() + interval '30 days'`,
  );
  await client.query(`CREATE UNIQUE INDEX ON xs (k); ANALYZE xs`);
  const xsCount = Number((await client.query(`SELECT count(*) FROM xs`)).rows[0].count);
  // One row per sale: T the ticket total, the down payment 40 %, two equal parts; `late` sales of sessions not yet
  // started stopped paying after the down payment (their past-due parts are overdue).
  await client.query(
    `CREATE TEMP TABLE xi AS
     SELECT x.g, xs.id AS sid, xs."tourId", xs."leaderId", xs.plan, xs."startTime", ${passengersOf("x.g")} AS n,
            ${PRICE}::bigint * ${passengersOf("x.g")} AS total, ${PRICE}::bigint * ${passengersOf("x.g")} * 40 / 100 AS down,
            xs."startTime" - interval '30 days' AS bought, x.g % 5 = 0 AND xs."startTime" > now() AS late,
            '0915' || lpad((x.g % 400000)::text, 7, '0') AS buyer
     FROM (SELECT g, floor($2 * power(random(), 1.6))::int AS k FROM generate_series(1, $1) g) x JOIN xs ON xs.k = x.k`,
    [c.installmentSales, xsCount],
  );
  await client.query(`CREATE UNIQUE INDEX ON xi (g)`);
  await step(
    "installment sales: reservations and their down-payment bills",
    `WITH bills AS (
       INSERT INTO "Bill" (id, purpose, amount, status, method, "payerMobile", "beneficiaryId", reference, "expiresAt", "paidAt", "finalizedAt", "createdAt", "updatedAt")
       SELECT 'ib' || g, 'TourReservation', down, 'Paid', 'Online', buyer, "leaderId", 'I' || lpad(g::text, 9, '0'),
              bought + interval '15 minutes', bought, bought, bought, now() FROM xi RETURNING id)
     INSERT INTO "Reservation" ("trackingId", "tourId", "sessionId", "buyerMobile", "totalPrice", amount, "paymentMethod", status,
                                "installmentPlanId", "billId", "createdAt", "updatedAt")
     SELECT 'I' || lpad(g::text, 9, '0'), "tourId", sid, buyer, total, total, 'Online', 'ConfirmedPayment', plan, 'ib' || g, bought, now() FROM xi`,
  );
  await step(
    "installments (down payment, two parts: paid, due or overdue)",
    `INSERT INTO "ReservationInstallment" ("reservationId", sequence, amount, commission, "dueAt", status, "paidAt", "paidVia", "billId", "createdAt", "updatedAt")
     SELECT r.id, j, a.amount, a.amount * ${COMMISSION_PERCENT} / 100, a.due,
            (CASE WHEN a.paid THEN 'Paid' ELSE 'Due' END)::"InstallmentStatus",
            CASE WHEN a.paid THEN a.due - CASE WHEN j = 0 THEN interval '0' ELSE interval '1 day' END END,
            CASE WHEN a.paid THEN 'Online'::"InstallmentPaidVia" END,
            CASE WHEN j = 0 THEN 'ib' || xi.g WHEN a.paid THEN 'ii' || xi.g || '_' || j END, xi.bought, now()
     FROM xi JOIN "Reservation" r ON r."trackingId" = 'I' || lpad(xi.g::text, 9, '0') CROSS JOIN generate_series(0, 2) j
     CROSS JOIN LATERAL (SELECT CASE WHEN j = 0 THEN xi.down WHEN j = 1 THEN (xi.total - xi.down) / 2 ELSE xi.total - xi.down - (xi.total - xi.down) / 2 END AS amount,
                                xi.bought + j * interval '10 days' AS due,
                                j = 0 OR (NOT xi.late AND xi.bought + j * interval '10 days' - interval '1 day' <= now()) AS paid) a`,
  );
  await step(
    "bills of the paid parts",
    `INSERT INTO "Bill" (id, purpose, amount, status, method, "payerMobile", "beneficiaryId", reference, "expiresAt", "paidAt", "finalizedAt",
                         "installmentId", "createdAt", "updatedAt")
     SELECT i."billId", 'ReservationInstallment', i.amount, 'Paid', 'Online', r."buyerMobile", t."leaderId", r."trackingId",
            i."paidAt" + interval '15 minutes', i."paidAt", i."paidAt", i.id, i."paidAt", now()
     FROM "ReservationInstallment" i JOIN "Reservation" r ON r.id = i."reservationId" JOIN "Tour" t ON t.id = r."tourId"
     WHERE i.sequence > 0 AND i."billId" LIKE 'ii%'`,
  );
  // Payments of the extras too: their totals are rebuilt once at the end (also when the extras go into a kept data set).
  await client.query(`ALTER TABLE "Payment" DISABLE TRIGGER USER`);
  await step(
    "payments of the installment bills",
    `INSERT INTO "Payment" ("billId", method, gateway, authority, amount, status, "refId", "paymentToken", "verifiedAt", "createdAt", "updatedAt")
     SELECT id, 'Online', 'sandbox', 'A' || id, amount, 'Verified', 'REF' || id, 'pt-' || id, "paidAt", "paidAt", "paidAt"
     FROM "Bill" WHERE id ~ '^i[bi][0-9_]+$'`,
  );
  // The passenger book's trigger is off for the bulk insert (per row it took over 5 minutes for 50,000 rows at scale 1
  // under load); the book is rebuilt by its own function at the end.
  await client.query(`ALTER TABLE "Passenger" DISABLE TRIGGER USER`);
  await step(
    "passengers of the installment sales (paid so far, spread evenly)",
    `INSERT INTO "Passenger" ("reservationId", "sessionId", "firstName", "lastName", "nationalId", mobile, gender, "ageGroup",
                              "basePrice", "totalPrice", paid, commission, status, "activeNationalKey", "createdAt")
     SELECT r.id, r."sessionId", (ARRAY['مریم','علی','زهرا','حسین'])[1 + (xi.g + j) % 4], 'اقساطی' || (xi.g % 30000),
            lpad((5000000000 + xi.g * 2 + j)::text, 10, '0'), xi.buyer, (CASE WHEN j = 0 THEN 'Female' ELSE 'Male' END)::"Gender", 'Adult',
            ${PRICE}, ${PRICE}, paid.amount / xi.n, paid.amount / xi.n * ${COMMISSION_PERCENT} / 100, 'ConfirmedPayment',
            r."sessionId" || ':' || lpad((5000000000 + xi.g * 2 + j)::text, 10, '0'), xi.bought
     FROM xi JOIN "Reservation" r ON r."trackingId" = 'I' || lpad(xi.g::text, 9, '0')
     CROSS JOIN LATERAL (SELECT sum(amount) AS amount FROM "ReservationInstallment" WHERE "reservationId" = r.id AND status = 'Paid') paid
     CROSS JOIN generate_series(0, xi.n - 1) j`,
  );
  await client.query(`ALTER TABLE "Passenger" ENABLE TRIGGER USER`);
  await postSales(client, "ib", "پیش‌پرداخت بلیت ", `b.amount * ${COMMISSION_PERCENT} / 100`);
  await postSales(client, "ii", "پرداخت قسط ", `b.amount * ${COMMISSION_PERCENT} / 100`, "InstallmentPayment");
  await step(
    "sessions of the installment sales: booked counts again",
    `UPDATE "TourSession" s SET "bookedCount" = x.n, capacity = greatest(s.capacity, x.n)
     FROM (SELECT "sessionId", count(*)::int AS n FROM "Passenger" WHERE status <> 'Cancelled'
           AND "sessionId" IN (SELECT DISTINCT sid FROM xi) GROUP BY "sessionId") x
     WHERE x."sessionId" = s.id`,
  );

  // People wait for a session that is full: the sessions with a waiting list hold no free place (the waiting-list job
  // then offers only what a release frees, as on the platform).
  await step(
    "sessions with a waiting list are full",
    `UPDATE "TourSession" s SET capacity = s."bookedCount" + s."heldCount"
     WHERE s.id IN (SELECT DISTINCT "sessionId" FROM "WaitlistEntry" WHERE status = 'Waiting')`,
  );

  // Payout requests: a leader asks for a tenth of the wallet in parts, one per 40 tickets sold (1 to 48); the older
  // two thirds paid by an operator. Each holds the money in CheckoutsPayable; a paid one moves it to PlatformCash.
  await client.query(
    `INSERT INTO "LedgerAccount" (kind, "userId", "ownerKey") VALUES ('CheckoutsPayable', NULL, 0) ON CONFLICT DO NOTHING`,
  );
  await step(
    "checkouts (in proportion to the leader's sales)",
    `WITH w AS (SELECT a."userId", sum(e.amount) AS balance FROM "LedgerAccount" a JOIN "LedgerEntry" e ON e."accountId" = a.id
                WHERE a.kind = 'UserWallet' AND a."userId" IN (SELECT id FROM xl) GROUP BY a."userId" HAVING sum(e.amount) > 0),
          n AS (SELECT w."userId", w.balance, least(48, 1 + count(r.id) / 40)::int AS parts FROM w
                JOIN "Tour" t ON t."leaderId" = w."userId" JOIN "Reservation" r ON r."tourId" = t.id GROUP BY w."userId", w.balance)
     INSERT INTO "Checkout" ("userId", amount, "bankAccount", status, "refNum", "paidAt", "createdAt", "updatedAt")
     SELECT n."userId", n.balance / 10 / n.parts / 1000 * 1000, '820540102680020817909002',
            (CASE WHEN j * 3 <= n.parts * 2 THEN 'Paid' ELSE 'InProcess' END)::"CheckoutStatus",
            CASE WHEN j * 3 <= n.parts * 2 THEN 'PAYA' || n."userId" || '-' || j END,
            CASE WHEN j * 3 <= n.parts * 2 THEN now() - (n.parts - j) * interval '7 days' + interval '1 day' END,
            now() - (n.parts - j) * interval '7 days', now()
     FROM n CROSS JOIN generate_series(1, n.parts) j WHERE n.balance / 10 / n.parts >= 1000`,
  );
  await client.query(
    `INSERT INTO "LedgerTransaction" (type, description, "idempotencyKey", "createdAt")
     SELECT 'Checkout', 'درخواست تسویه ' || id, 'checkout:' || id, "createdAt" FROM "Checkout" WHERE "bankAccount" = '820540102680020817909002'
     UNION ALL
     SELECT 'Checkout', 'پرداخت تسویه ' || id, 'checkout:' || id || ':paid', "paidAt" FROM "Checkout" WHERE status = 'Paid' AND "bankAccount" = '820540102680020817909002'`,
  );
  await step(
    "ledger entries of the checkouts",
    `WITH acc AS (SELECT (SELECT id FROM "LedgerAccount" WHERE kind = 'CheckoutsPayable' AND "ownerKey" = 0) AS payable,
                         (SELECT id FROM "LedgerAccount" WHERE kind = 'PlatformCash' AND "ownerKey" = 0) AS cash)
     INSERT INTO "LedgerEntry" ("transactionId", "accountId", amount)
     SELECT t.id, e.account, e.amount
     FROM "Checkout" k JOIN "LedgerTransaction" t ON t."idempotencyKey" IN ('checkout:' || k.id, 'checkout:' || k.id || ':paid')
     JOIN "LedgerAccount" w ON w.kind = 'UserWallet' AND w."userId" = k."userId" CROSS JOIN acc
     CROSS JOIN LATERAL (SELECT * FROM (VALUES (w.id, -k.amount, false), (acc.payable, k.amount, false), (acc.payable, -k.amount, true), (acc.cash, k.amount, true)) v(account, amount, paid)
                         WHERE v.paid = (t."idempotencyKey" LIKE '%:paid')) e
     WHERE k."bankAccount" = '820540102680020817909002'`,
  );

  // Sale websites' ends spread over the year, a quarter already lapsed (their tours are the platform's again, so the
  // platform's sitemap fills a 50,000-URL part) and a few within the renewal notice's week.
  await step(
    "sale websites' ends (a quarter lapsed, the rest over the year)",
    `UPDATE "SaleWebsite" s SET "expiresAt" = CASE WHEN xl.k % 4 = 3 THEN now() - (1 + xl.k % 30) * interval '1 day'
                                                  ELSE now() + (3 + xl.k * 37 % 360) * interval '1 day' END
     FROM xl WHERE xl.id = s."userId"`,
  );

  // The traveller of /my: 200 tickets of one buyer across many leaders' tours.
  await step(
    `a traveller with 200 tickets (buyer ${TRAVELLER})`,
    `UPDATE "Reservation" SET "buyerMobile" = $1 WHERE id IN (
       SELECT id FROM "Reservation" WHERE "trackingId" ~ '^T[0-9]{9}$' AND status = 'ConfirmedPayment' AND id % 997 = 13 ORDER BY id LIMIT 200)`,
    [TRAVELLER],
  );
  await client.query(
    `UPDATE "Bill" b SET "payerMobile" = $1 FROM "Reservation" r WHERE r."billId" = b.id AND r."buyerMobile" = $1`,
    [TRAVELLER],
  );

  await client.query(`ALTER TABLE "Payment" ENABLE TRIGGER USER`);
  await client.query(`SELECT "payment_totals_rebuild"()`);
  // The ledger rows above were inserted without what they concern (posting writes it): the migration's backfill sets it.
  const l = performance.now();
  await client.query(`SELECT "ledger_concerns_rebuild"()`);
  log(`ledger lines' tours and tracking codes set in ${Math.round(performance.now() - l)} ms`);
  const t = performance.now();
  await client.query(`SELECT "passenger_book_rebuild"()`);
  log(`passenger book rebuilt from the tickets in ${Math.round(performance.now() - t)} ms`);
  const v = performance.now();
  await client.query(`VACUUM ANALYZE`);
  log(`VACUUM ANALYZE in ${Math.round(performance.now() - v)} ms`);
}

/** The data set's own checks: what lib/ledger/invariants.ts checks, and the capacity counts. Empty when consistent. */
export async function checkScale(client: pg.Client): Promise<string[]> {
  const q = async (sql: string) => Number((await client.query(sql)).rows[0].n);
  const problems: string[] = [];
  const unbalanced = await q(
    `SELECT count(*) AS n FROM (SELECT "transactionId" FROM "LedgerEntry" GROUP BY "transactionId" HAVING sum(amount) <> 0) x`,
  );
  if (unbalanced) problems.push(`${unbalanced} ledger transactions do not sum to zero`);
  const negative = await q(
    `SELECT count(*) AS n FROM (SELECT a.id FROM "LedgerAccount" a JOIN "LedgerEntry" e ON e."accountId" = a.id
     WHERE a.kind = 'UserWallet' GROUP BY a.id HAVING sum(e.amount) < 0) x`,
  );
  if (negative) problems.push(`${negative} wallets below zero`);
  const booked = await q(
    `SELECT count(*) AS n FROM "TourSession" s
     WHERE s."bookedCount" <> (SELECT count(*) FROM "Passenger" p WHERE p."sessionId" = s.id AND p."activeNationalKey" IS NOT NULL)
        OR s."bookedCount" > s.capacity`,
  );
  if (booked) problems.push(`${booked} sessions whose bookedCount is not their active passengers`);
  const sold = await q(
    `SELECT count(*) AS n FROM "Product" p WHERE p."soldCount" <> (SELECT coalesce(sum("orderCount"), 0) FROM "ProductOrder" o WHERE o."productId" = p.id AND o.status = 'Paid')`,
  );
  if (sold) problems.push(`${sold} products whose soldCount is not their paid units`);
  const empty = await client.query<{ type: string; n: number }>(
    `SELECT type, count(*)::int AS n FROM "LedgerTransaction" t
     WHERE NOT EXISTS (SELECT 1 FROM "LedgerEntry" e WHERE e."transactionId" = t.id) GROUP BY type`,
  );
  for (const { type, n } of empty.rows) problems.push(`${n} ledger transactions of type ${type} without entries`);
  // Installment sales: the parts add up to the ticket, each paid part has its paid bill and posting, the passengers hold what was paid.
  const parts = await q(
    `SELECT count(*) AS n FROM "Reservation" r WHERE r."installmentPlanId" IS NOT NULL
     AND r.amount <> (SELECT sum(amount) FROM "ReservationInstallment" i WHERE i."reservationId" = r.id)`,
  );
  if (parts) problems.push(`${parts} installment sales whose parts do not add up to the ticket`);
  const unbilled = await q(
    `SELECT count(*) AS n FROM "ReservationInstallment" i LEFT JOIN "Bill" b ON b.id = i."billId" AND b.status = 'Paid' AND b.amount = i.amount
     LEFT JOIN "LedgerTransaction" t ON t."idempotencyKey" = 'bill:' || i."billId" || ':paid'
     WHERE i.status = 'Paid' AND (b.id IS NULL OR t.id IS NULL)`,
  );
  if (unbilled) problems.push(`${unbilled} paid installments without their paid bill or posting`);
  const held = await q(
    `SELECT count(*) AS n FROM "Reservation" r WHERE r."installmentPlanId" IS NOT NULL
     AND (SELECT coalesce(sum(paid), 0) FROM "Passenger" p WHERE p."reservationId" = r.id)
         <> (SELECT coalesce(sum(amount), 0) FROM "ReservationInstallment" i WHERE i."reservationId" = r.id AND i.status = 'Paid')`,
  );
  if (held) problems.push(`${held} installment sales whose passengers' paid is not their paid parts`);
  // Checkouts: CheckoutsPayable holds exactly the requests not yet paid.
  const payable = await q(
    `SELECT (SELECT coalesce(sum(e.amount), 0) FROM "LedgerEntry" e JOIN "LedgerAccount" a ON a.id = e."accountId" WHERE a.kind = 'CheckoutsPayable')
          - (SELECT coalesce(sum(amount), 0) FROM "Checkout" WHERE status = 'InProcess') AS n`,
  );
  if (payable) problems.push(`CheckoutsPayable differs from the open checkouts by ${payable} toman`);
  const totals = await q(
    `SELECT count(*) AS n FROM (SELECT method, status, count(*) AS c, sum(amount) AS a FROM "Payment" GROUP BY 1, 2) p
     FULL JOIN (SELECT method, status, sum(count) AS c, sum(amount) AS a FROM "PaymentTotal" GROUP BY 1, 2 HAVING sum(count) <> 0) t
       USING (method, status)
     WHERE p.c IS DISTINCT FROM t.c OR p.a IS DISTINCT FROM t.a`,
  );
  if (totals)
    problems.push(`${totals} (method, status) pairs whose PaymentTotal is not their payments' count and toman`);
  return problems;
}
