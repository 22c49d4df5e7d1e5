-- CreateTable
CREATE TABLE "PaymentTotal" (
    "method" "PaymentMethod" NOT NULL,
    "status" "PaymentStatus" NOT NULL,
    "slot" INTEGER NOT NULL,
    "count" BIGINT NOT NULL,
    "amount" BIGINT NOT NULL,

    CONSTRAINT "PaymentTotal_pkey" PRIMARY KEY ("method","status","slot")
);

-- One payment's count and toman added to (or, negative, taken from) its (method, status, slot) row.
CREATE FUNCTION "payment_totals_add"(p_method "PaymentMethod", p_status "PaymentStatus", p_slot int, p_count int, p_amount bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "PaymentTotal" (method, status, slot, count, amount) VALUES (p_method, p_status, p_slot, p_count, p_amount)
  ON CONFLICT (method, status, slot) DO UPDATE
    SET count = "PaymentTotal".count + EXCLUDED.count, amount = "PaymentTotal".amount + EXCLUDED.amount;
$$;

-- A deferred constraint trigger, like the passenger book's: it runs at commit, after every other lock of the
-- transaction was taken, so a totals row is held only while the transaction commits and is always the last lock
-- (no lock-order cycle with bills, tours or wallets). An update takes its two rows in key order (lower first).
CREATE FUNCTION "payment_totals_sync"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "payment_totals_add"(NEW.method, NEW.status, NEW.id % 16, 1, NEW.amount);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "payment_totals_add"(OLD.method, OLD.status, OLD.id % 16, -1, -OLD.amount);
  ELSIF (OLD.method, OLD.status) <= (NEW.method, NEW.status) THEN
    PERFORM "payment_totals_add"(OLD.method, OLD.status, OLD.id % 16, -1, -OLD.amount);
    PERFORM "payment_totals_add"(NEW.method, NEW.status, NEW.id % 16, 1, NEW.amount);
  ELSE
    PERFORM "payment_totals_add"(NEW.method, NEW.status, NEW.id % 16, 1, NEW.amount);
    PERFORM "payment_totals_add"(OLD.method, OLD.status, OLD.id % 16, -1, -OLD.amount);
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER "payment_totals_sync_insert" AFTER INSERT ON "Payment" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "payment_totals_sync"();
CREATE CONSTRAINT TRIGGER "payment_totals_sync_update" AFTER UPDATE ON "Payment" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.method, OLD.status, OLD.amount, OLD.id) IS DISTINCT FROM (NEW.method, NEW.status, NEW.amount, NEW.id))
  EXECUTE FUNCTION "payment_totals_sync"();
CREATE CONSTRAINT TRIGGER "payment_totals_sync_delete" AFTER DELETE ON "Payment" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "payment_totals_sync"();

-- The totals from the payments themselves: the backfill below, and bench/scale-seed.ts after its bulk load (triggers off).
CREATE FUNCTION "payment_totals_rebuild"() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM "PaymentTotal";
  INSERT INTO "PaymentTotal" (method, status, slot, count, amount)
  SELECT method, status, id % 16, count(*), sum(amount) FROM "Payment" GROUP BY method, status, id % 16;
$$;

-- Backfill.
SELECT "payment_totals_rebuild"();
