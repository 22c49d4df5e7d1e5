-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateTable
CREATE TABLE "PassengerBookEntry" (
    "ownerId" INTEGER NOT NULL,
    "bySeller" BOOLEAN NOT NULL,
    "nationalId" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "tripCount" INTEGER NOT NULL,
    "lastTrip" TIMESTAMPTZ(3) NOT NULL,
    "searchText" TEXT NOT NULL,

    CONSTRAINT "PassengerBookEntry_pkey" PRIMARY KEY ("ownerId","bySeller","nationalId")
);

-- CreateIndex
CREATE INDEX "PassengerBookEntry_ownerId_bySeller_lastTrip_nationalId_idx" ON "PassengerBookEntry"("ownerId", "bySeller", "lastTrip" DESC, "nationalId");

-- CreateIndex
CREATE INDEX "PassengerBookEntry_ownerId_bySeller_tripCount_idx" ON "PassengerBookEntry"("ownerId", "bySeller", "tripCount");

-- CreateIndex
CREATE INDEX "PassengerBookEntry_searchText_idx" ON "PassengerBookEntry" USING GIN ("searchText" gin_trgm_ops);

-- The passenger book is kept equal to the tickets by the database itself, so no code path can forget it.
-- A ticket counts when its status is one of CONFIRMED_STATUSES (lib/shared/ticket-statuses.ts).
-- passenger_book_refresh(owner, bySeller, nationalId) recomputes one row from the tickets: it first takes
-- the row's lock (inserting a placeholder when there is none), then aggregates in a new statement, which
-- under READ COMMITTED sees every transaction that held the lock before it.
CREATE FUNCTION "passenger_book_refresh"(p_owner INTEGER, p_by_seller BOOLEAN, p_national_id TEXT) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "PassengerBookEntry" ("ownerId", "bySeller", "nationalId", "firstName", "lastName", "mobile", "tripCount", "lastTrip", "searchText")
  VALUES (p_owner, p_by_seller, p_national_id, '', '', '', 0, now(), p_national_id)
  ON CONFLICT ("ownerId", "bySeller", "nationalId") DO UPDATE SET "tripCount" = "PassengerBookEntry"."tripCount";
  UPDATE "PassengerBookEntry" e
  SET "firstName" = coalesce(a."firstName", e."firstName"),
      "lastName" = coalesce(a."lastName", e."lastName"),
      "mobile" = coalesce(a."mobile", e."mobile"),
      "tripCount" = a."tripCount",
      "lastTrip" = coalesce(a."lastTrip", e."lastTrip"),
      "searchText" = e."nationalId" || ' ' || coalesce(a."mobile", e."mobile") || ' ' || coalesce(a."firstName", e."firstName") || ' ' || coalesce(a."lastName", e."lastName")
  FROM (
    SELECT (array_agg(p."firstName" ORDER BY p.id DESC))[1] AS "firstName",
           (array_agg(p."lastName" ORDER BY p.id DESC))[1] AS "lastName",
           (array_agg(p.mobile ORDER BY p.id DESC))[1] AS "mobile",
           count(DISTINCT p."sessionId")::int AS "tripCount",
           max(p."createdAt") AS "lastTrip"
    FROM "Passenger" p JOIN "Reservation" r ON r.id = p."reservationId" JOIN "Tour" t ON t.id = r."tourId"
    WHERE p."nationalId" = p_national_id
      AND p.status IN ('ConfirmedPayment', 'ConfirmedCard2CardPayment', 'ConfirmedCreditPayment', 'OfflinePayment')
      AND CASE WHEN p_by_seller THEN r."sellerId" = p_owner ELSE t."leaderId" = p_owner END
  ) a
  WHERE e."ownerId" = p_owner AND e."bySeller" = p_by_seller AND e."nationalId" = p_national_id;
END $$;

-- Refreshes the book rows a ticket (its reservation's tour leader and seller, its national id) touches.
CREATE FUNCTION "passenger_book_refresh_ticket"(p_reservation_id INTEGER, p_national_id TEXT) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  k RECORD;
BEGIN
  FOR k IN
    SELECT o.owner, o.by_seller
    FROM "Reservation" r JOIN "Tour" t ON t.id = r."tourId"
    CROSS JOIN LATERAL (VALUES (t."leaderId", false), (r."sellerId", true)) o(owner, by_seller)
    WHERE r.id = p_reservation_id AND o.owner IS NOT NULL
    ORDER BY o.by_seller
  LOOP
    PERFORM "passenger_book_refresh"(k.owner, k.by_seller, p_national_id);
  END LOOP;
END $$;

-- A deferred constraint trigger: it runs at commit, after every other lock of the transaction was taken,
-- so the book's row locks are always the last ones (no lock-order cycle with tours, sessions, wallets).
CREATE FUNCTION "passenger_book_sync"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "passenger_book_refresh_ticket"(OLD."reservationId", OLD."nationalId");
    IF TG_OP = 'DELETE' THEN
      -- A ticket deleted with its reservation: refresh every book holding the national id.
      PERFORM "passenger_book_refresh"(e."ownerId", e."bySeller", e."nationalId")
      FROM "PassengerBookEntry" e WHERE e."nationalId" = OLD."nationalId";
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW."reservationId" <> OLD."reservationId" OR NEW."nationalId" <> OLD."nationalId") THEN
    PERFORM "passenger_book_refresh_ticket"(NEW."reservationId", NEW."nationalId");
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER "passenger_book_sync_insert" AFTER INSERT ON "Passenger" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.status IN ('ConfirmedPayment', 'ConfirmedCard2CardPayment', 'ConfirmedCreditPayment', 'OfflinePayment'))
  EXECUTE FUNCTION "passenger_book_sync"();
CREATE CONSTRAINT TRIGGER "passenger_book_sync_update" AFTER UPDATE ON "Passenger" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.status IN ('ConfirmedPayment', 'ConfirmedCard2CardPayment', 'ConfirmedCreditPayment', 'OfflinePayment')
         OR NEW.status IN ('ConfirmedPayment', 'ConfirmedCard2CardPayment', 'ConfirmedCreditPayment', 'OfflinePayment'))
        AND (OLD.status, OLD."nationalId", OLD."firstName", OLD."lastName", OLD.mobile, OLD."sessionId", OLD."reservationId", OLD."createdAt")
            IS DISTINCT FROM (NEW.status, NEW."nationalId", NEW."firstName", NEW."lastName", NEW.mobile, NEW."sessionId", NEW."reservationId", NEW."createdAt"))
  EXECUTE FUNCTION "passenger_book_sync"();
CREATE CONSTRAINT TRIGGER "passenger_book_sync_delete" AFTER DELETE ON "Passenger" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IN ('ConfirmedPayment', 'ConfirmedCard2CardPayment', 'ConfirmedCreditPayment', 'OfflinePayment'))
  EXECUTE FUNCTION "passenger_book_sync"();

-- The whole book from the tickets (the backfill below; scripts/bench-tour-operations.ts after a bulk seed).
CREATE FUNCTION "passenger_book_rebuild"() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM "PassengerBookEntry";
  INSERT INTO "PassengerBookEntry" ("ownerId", "bySeller", "nationalId", "firstName", "lastName", "mobile", "tripCount", "lastTrip", "searchText")
  SELECT b.owner, b.by_seller, b."nationalId", b."firstName", b."lastName", b.mobile, b."tripCount", b."lastTrip",
         b."nationalId" || ' ' || b.mobile || ' ' || b."firstName" || ' ' || b."lastName"
  FROM (
    SELECT o.owner, o.by_seller, p."nationalId",
           (array_agg(p."firstName" ORDER BY p.id DESC))[1] AS "firstName",
           (array_agg(p."lastName" ORDER BY p.id DESC))[1] AS "lastName",
           (array_agg(p.mobile ORDER BY p.id DESC))[1] AS mobile,
           count(DISTINCT p."sessionId")::int AS "tripCount",
           max(p."createdAt") AS "lastTrip"
    FROM "Passenger" p JOIN "Reservation" r ON r.id = p."reservationId" JOIN "Tour" t ON t.id = r."tourId"
    CROSS JOIN LATERAL (VALUES (t."leaderId", false), (r."sellerId", true)) o(owner, by_seller)
    WHERE o.owner IS NOT NULL AND p.status IN ('ConfirmedPayment', 'ConfirmedCard2CardPayment', 'ConfirmedCreditPayment', 'OfflinePayment')
    GROUP BY o.owner, o.by_seller, p."nationalId"
  ) b;
$$;

-- Backfill.
SELECT "passenger_book_rebuild"();
