-- CreateEnum
CREATE TYPE "CheckoutStatus" AS ENUM ('InProcess', 'Paid', 'Deleted');

-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "autoRefundGateway" TEXT,
ADD COLUMN     "autoRefundId" TEXT,
ADD COLUMN     "autoRefundStatus" TEXT,
ADD COLUMN     "deletedAt" TIMESTAMPTZ(3),
ADD COLUMN     "deletedById" INTEGER,
ADD COLUMN     "processedById" INTEGER;

-- CreateTable
CREATE TABLE "Checkout" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "amount" BIGINT NOT NULL,
    "bankAccount" TEXT NOT NULL,
    "status" "CheckoutStatus" NOT NULL DEFAULT 'InProcess',
    "refNum" TEXT,
    "operatorNote" TEXT,
    "paidAt" TIMESTAMPTZ(3),
    "paidById" INTEGER,
    "deletedAt" TIMESTAMPTZ(3),
    "deletedById" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Checkout_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LeaderWageSetting" (
    "leaderId" INTEGER NOT NULL,
    "percentWagePerPassenger" INTEGER NOT NULL,
    "maxAlowedWagePricePerPassenger" BIGINT NOT NULL,
    "updatedById" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "LeaderWageSetting_pkey" PRIMARY KEY ("leaderId")
);

-- CreateTable
CREATE TABLE "SandboxRefund" (
    "id" TEXT NOT NULL,
    "authority" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'InProgress',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SandboxRefund_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Checkout_userId_createdAt_idx" ON "Checkout"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Checkout_status_createdAt_idx" ON "Checkout"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Checkout_createdAt_idx" ON "Checkout"("createdAt");

-- CreateIndex
CREATE INDEX "SandboxRefund_authority_idx" ON "SandboxRefund"("authority");

-- CreateIndex
CREATE INDEX "Refund_deletedAt_createdAt_idx" ON "Refund"("deletedAt", "createdAt");

-- AddForeignKey
ALTER TABLE "Checkout" ADD CONSTRAINT "Checkout_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeaderWageSetting" ADD CONSTRAINT "LeaderWageSetting_leaderId_fkey" FOREIGN KEY ("leaderId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
