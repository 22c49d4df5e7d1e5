-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "latePaymentId" INTEGER;

-- CreateIndex
CREATE INDEX "Payment_refCode_idx" ON "Payment"("refCode");

-- CreateIndex
CREATE UNIQUE INDEX "Refund_latePaymentId_key" ON "Refund"("latePaymentId");
