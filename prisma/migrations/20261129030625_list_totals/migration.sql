-- CreateTable
CREATE TABLE "TourTotal" (
    "isDraft" BOOLEAN NOT NULL,
    "deleted" BOOLEAN NOT NULL,
    "slot" INTEGER NOT NULL,
    "count" BIGINT NOT NULL,

    CONSTRAINT "TourTotal_pkey" PRIMARY KEY ("isDraft","deleted","slot")
);

-- CreateTable
CREATE TABLE "RefundTotal" (
    "state" "RefundState" NOT NULL,
    "deleted" BOOLEAN NOT NULL,
    "slot" INTEGER NOT NULL,
    "count" BIGINT NOT NULL,
    "amount" BIGINT NOT NULL,

    CONSTRAINT "RefundTotal_pkey" PRIMARY KEY ("state","deleted","slot")
);

-- CreateIndex
CREATE INDEX "Tour_title_trgm_idx" ON "Tour" USING GIN ("title" gin_trgm_ops);

-- The tours' and refunds' totals, kept as PaymentTotal is (migration 20261128234603_payment_totals): deferred constraint triggers
-- run at commit, after every other lock of the transaction, so a totals row is the last lock taken and is held only while the
-- transaction commits; an update takes its two rows in key order (lower first); each id adds to its own of 16 slots.
CREATE FUNCTION "tour_totals_add"(p_draft boolean, p_deleted boolean, p_slot int, p_count int)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "TourTotal" ("isDraft", deleted, slot, count) VALUES (p_draft, p_deleted, p_slot, p_count)
  ON CONFLICT ("isDraft", deleted, slot) DO UPDATE SET count = "TourTotal".count + EXCLUDED.count;
$$;

CREATE FUNCTION "tour_totals_sync"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "tour_totals_add"(NEW."isDraft", NEW."deletedAt" IS NOT NULL, NEW.id % 16, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "tour_totals_add"(OLD."isDraft", OLD."deletedAt" IS NOT NULL, OLD.id % 16, -1);
  ELSIF (OLD."isDraft", OLD."deletedAt" IS NOT NULL, OLD.id % 16) <= (NEW."isDraft", NEW."deletedAt" IS NOT NULL, NEW.id % 16) THEN
    PERFORM "tour_totals_add"(OLD."isDraft", OLD."deletedAt" IS NOT NULL, OLD.id % 16, -1);
    PERFORM "tour_totals_add"(NEW."isDraft", NEW."deletedAt" IS NOT NULL, NEW.id % 16, 1);
  ELSE
    PERFORM "tour_totals_add"(NEW."isDraft", NEW."deletedAt" IS NOT NULL, NEW.id % 16, 1);
    PERFORM "tour_totals_add"(OLD."isDraft", OLD."deletedAt" IS NOT NULL, OLD.id % 16, -1);
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER "tour_totals_sync_insert" AFTER INSERT ON "Tour" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "tour_totals_sync"();
CREATE CONSTRAINT TRIGGER "tour_totals_sync_update" AFTER UPDATE ON "Tour" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."isDraft", OLD."deletedAt" IS NULL, OLD.id) IS DISTINCT FROM (NEW."isDraft", NEW."deletedAt" IS NULL, NEW.id))
  EXECUTE FUNCTION "tour_totals_sync"();
CREATE CONSTRAINT TRIGGER "tour_totals_sync_delete" AFTER DELETE ON "Tour" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "tour_totals_sync"();

CREATE FUNCTION "tour_totals_rebuild"() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM "TourTotal";
  INSERT INTO "TourTotal" ("isDraft", deleted, slot, count)
  SELECT "isDraft", "deletedAt" IS NOT NULL, id % 16, count(*) FROM "Tour" GROUP BY 1, 2, 3;
$$;

CREATE FUNCTION "refund_totals_add"(p_state "RefundState", p_deleted boolean, p_slot int, p_count int, p_amount bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "RefundTotal" (state, deleted, slot, count, amount) VALUES (p_state, p_deleted, p_slot, p_count, p_amount)
  ON CONFLICT (state, deleted, slot) DO UPDATE
    SET count = "RefundTotal".count + EXCLUDED.count, amount = "RefundTotal".amount + EXCLUDED.amount;
$$;

CREATE FUNCTION "refund_totals_sync"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "refund_totals_add"(NEW.state, NEW."deletedAt" IS NOT NULL, NEW.id % 16, 1, NEW."returnedAmount");
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "refund_totals_add"(OLD.state, OLD."deletedAt" IS NOT NULL, OLD.id % 16, -1, -OLD."returnedAmount");
  ELSIF (OLD.state, OLD."deletedAt" IS NOT NULL, OLD.id % 16) <= (NEW.state, NEW."deletedAt" IS NOT NULL, NEW.id % 16) THEN
    PERFORM "refund_totals_add"(OLD.state, OLD."deletedAt" IS NOT NULL, OLD.id % 16, -1, -OLD."returnedAmount");
    PERFORM "refund_totals_add"(NEW.state, NEW."deletedAt" IS NOT NULL, NEW.id % 16, 1, NEW."returnedAmount");
  ELSE
    PERFORM "refund_totals_add"(NEW.state, NEW."deletedAt" IS NOT NULL, NEW.id % 16, 1, NEW."returnedAmount");
    PERFORM "refund_totals_add"(OLD.state, OLD."deletedAt" IS NOT NULL, OLD.id % 16, -1, -OLD."returnedAmount");
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER "refund_totals_sync_insert" AFTER INSERT ON "Refund" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "refund_totals_sync"();
CREATE CONSTRAINT TRIGGER "refund_totals_sync_update" AFTER UPDATE ON "Refund" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.state, OLD."deletedAt" IS NULL, OLD."returnedAmount", OLD.id) IS DISTINCT FROM (NEW.state, NEW."deletedAt" IS NULL, NEW."returnedAmount", NEW.id))
  EXECUTE FUNCTION "refund_totals_sync"();
CREATE CONSTRAINT TRIGGER "refund_totals_sync_delete" AFTER DELETE ON "Refund" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "refund_totals_sync"();

CREATE FUNCTION "refund_totals_rebuild"() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM "RefundTotal";
  INSERT INTO "RefundTotal" (state, deleted, slot, count, amount)
  SELECT state, "deletedAt" IS NOT NULL, id % 16, count(*), sum("returnedAmount") FROM "Refund" GROUP BY 1, 2, 3;
$$;

-- Backfill.
SELECT "tour_totals_rebuild"();
SELECT "refund_totals_rebuild"();
