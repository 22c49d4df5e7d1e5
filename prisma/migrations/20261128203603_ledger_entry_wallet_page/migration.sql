-- DropIndex
DROP INDEX "LedgerEntry_accountId_idx";

-- CreateIndex
CREATE INDEX "LedgerEntry_accountId_id_amount_idx" ON "LedgerEntry"("accountId", "id", "amount");
