-- CreateEnum
CREATE TYPE "BillPurpose" AS ENUM ('TourReservation', 'WalletCharge', 'ProductOrder', 'WebsitePlan');

-- CreateEnum
CREATE TYPE "BillStatus" AS ENUM ('Pending', 'Paid', 'Cancelled', 'Expired');

-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('Online', 'C2C', 'Credit');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('Pending', 'Verified', 'Failed', 'Cancelled', 'AwaitingRefCode', 'PendingConfirmation', 'Confirmed', 'Rejected', 'Paid');

-- CreateEnum
CREATE TYPE "SandboxPaymentStatus" AS ENUM ('Pending', 'Paid', 'Cancelled', 'Verified');

-- AlterTable
ALTER TABLE "LedgerAccount" ADD COLUMN     "ownerKey" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Bill" (
    "id" TEXT NOT NULL,
    "purpose" "BillPurpose" NOT NULL,
    "amount" BIGINT NOT NULL,
    "status" "BillStatus" NOT NULL DEFAULT 'Pending',
    "method" "PaymentMethod" NOT NULL,
    "payerMobile" TEXT NOT NULL,
    "payerName" TEXT,
    "payerEmail" TEXT,
    "payerUserId" INTEGER,
    "beneficiaryId" INTEGER NOT NULL,
    "description" TEXT,
    "reference" TEXT,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "paidAt" TIMESTAMPTZ(3),
    "finalizedAt" TIMESTAMPTZ(3),
    "closedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Bill_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" SERIAL NOT NULL,
    "billId" TEXT NOT NULL,
    "method" "PaymentMethod" NOT NULL,
    "gateway" TEXT,
    "authority" TEXT,
    "amount" BIGINT NOT NULL,
    "status" "PaymentStatus" NOT NULL,
    "refId" TEXT,
    "cardPan" TEXT,
    "refCode" TEXT,
    "paymentToken" TEXT NOT NULL,
    "verifiedAt" TIMESTAMPTZ(3),
    "decidedById" INTEGER,
    "decidedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SandboxPayment" (
    "authority" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "callbackUrl" TEXT NOT NULL,
    "description" TEXT,
    "mobile" TEXT,
    "status" "SandboxPaymentStatus" NOT NULL DEFAULT 'Pending',
    "refId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SandboxPayment_pkey" PRIMARY KEY ("authority")
);

-- CreateIndex
CREATE INDEX "Bill_status_expiresAt_idx" ON "Bill"("status", "expiresAt");

-- CreateIndex
CREATE INDEX "Bill_beneficiaryId_createdAt_idx" ON "Bill"("beneficiaryId", "createdAt");

-- CreateIndex
CREATE INDEX "Bill_payerMobile_idx" ON "Bill"("payerMobile");

-- CreateIndex
CREATE INDEX "Bill_reference_idx" ON "Bill"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_authority_key" ON "Payment"("authority");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_paymentToken_key" ON "Payment"("paymentToken");

-- CreateIndex
CREATE INDEX "Payment_billId_idx" ON "Payment"("billId");

-- CreateIndex
CREATE INDEX "Payment_method_status_createdAt_idx" ON "Payment"("method", "status", "createdAt");

-- CreateIndex
CREATE INDEX "Payment_createdAt_idx" ON "Payment"("createdAt");

-- CreateIndex
CREATE INDEX "SandboxPayment_status_createdAt_idx" ON "SandboxPayment"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerAccount_kind_ownerKey_key" ON "LedgerAccount"("kind", "ownerKey");

-- AddForeignKey
ALTER TABLE "Bill" ADD CONSTRAINT "Bill_payerUserId_fkey" FOREIGN KEY ("payerUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Bill" ADD CONSTRAINT "Bill_beneficiaryId_fkey" FOREIGN KEY ("beneficiaryId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_billId_fkey" FOREIGN KEY ("billId") REFERENCES "Bill"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
