-- CreateIndex
CREATE INDEX "Bill_payerMobile_trgm_idx" ON "Bill" USING GIN ("payerMobile" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Bill_payerName_trgm_idx" ON "Bill" USING GIN ("payerName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Payment_refId_idx" ON "Payment"("refId");
