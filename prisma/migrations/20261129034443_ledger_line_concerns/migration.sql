-- AlterTable
ALTER TABLE "LedgerEntry" ADD COLUMN     "tourId" INTEGER,
ADD COLUMN     "trackingCode" TEXT;

-- What a ledger line concerns, from its transaction's idempotency key: the tour and the ticket's tracking code of a
-- bill (a sale, a product order, an installment, a seller's share: `bill:<id>…`) or a refund (`refund:<id>`), the
-- bill's reference when no ticket, `CO-<id>` for a checkout (`checkout:<id>…`). lib/ledger/post-transaction.ts writes
-- it on the entries of each posting, in the posting's transaction.
CREATE FUNCTION "ledger_line_concerns"(key text) RETURNS TABLE ("tourId" integer, "trackingCode" text)
LANGUAGE sql STABLE AS $$
  SELECT r."tourId",
         coalesce(r."trackingId", b.reference,
                  CASE WHEN key LIKE 'checkout:%' THEN 'CO-' || split_part(key, ':', 2) END)
  FROM (SELECT 1) one
  LEFT JOIN "Bill" b ON key LIKE 'bill:%' AND b.id = split_part(key, ':', 2)
  LEFT JOIN "Refund" f ON f.id = CASE WHEN key ~ '^refund:[0-9]+$' THEN split_part(key, ':', 2)::int END
  LEFT JOIN LATERAL (SELECT x."trackingId", x."tourId" FROM "Reservation" x
                     WHERE x.id = coalesce((SELECT y.id FROM "Reservation" y WHERE y."billId" = b.id),
                                           (SELECT i."reservationId" FROM "ReservationInstallment" i WHERE i.id = b."installmentId"),
                                           f."reservationId")) r ON true
$$;

-- The backfill (and the bulk seed's): the same rules as ledger_line_concerns() as one set of hash joins; calling the
-- function per transaction took 26 s instead of 16 s on 262,730 entries (bench/results/national-scale.md, 2026-11-29).
-- lib/ledger/line-concerns.int.test.ts proves both write the same values.
CREATE FUNCTION "ledger_concerns_rebuild"() RETURNS void
LANGUAGE sql AS $$
  WITH k AS (
    SELECT id, "idempotencyKey" AS key, split_part("idempotencyKey", ':', 2) AS ref FROM "LedgerTransaction"
    WHERE "idempotencyKey" ~ '^(bill|checkout):|^refund:[0-9]+$'
  ), c AS (
    SELECT k.id, r."tourId", coalesce(r."trackingId", b.reference, CASE WHEN k.key LIKE 'checkout:%' THEN 'CO-' || k.ref END) AS code
    FROM k
    LEFT JOIN "Bill" b ON k.key LIKE 'bill:%' AND b.id = k.ref
    LEFT JOIN "Refund" f ON f.id = CASE WHEN k.key ~ '^refund:[0-9]+$' THEN k.ref::int END
    LEFT JOIN "Reservation" rb ON rb."billId" = b.id
    LEFT JOIN "ReservationInstallment" i ON i.id = b."installmentId"
    LEFT JOIN "Reservation" r ON r.id = coalesce(rb.id, i."reservationId", f."reservationId")
  )
  UPDATE "LedgerEntry" e SET "tourId" = c."tourId", "trackingCode" = c.code FROM c
  WHERE e."transactionId" = c.id AND (e."tourId", e."trackingCode") IS DISTINCT FROM (c."tourId", c.code);
$$;

-- Backfill before the indexes, so the update does not maintain them row by row.
SELECT "ledger_concerns_rebuild"();

-- CreateIndex
CREATE INDEX "LedgerEntry_accountId_tourId_id_amount_idx" ON "LedgerEntry"("accountId", "tourId", "id", "amount");

-- CreateIndex
CREATE INDEX "LedgerEntry_accountId_trackingCode_id_idx" ON "LedgerEntry"("accountId", "trackingCode", "id");
