-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "accountGivenAt" TIMESTAMPTZ(3),
ADD COLUMN     "accountHolder" TEXT,
ADD COLUMN     "buyerToldAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "Refund_buyerToldAt_idx" ON "Refund"("buyerToldAt");

-- Refunds made before this column were told by the texts of their time: the sweep must not text them again.
UPDATE "Refund" SET "buyerToldAt" = "createdAt";
