-- CreateEnum
CREATE TYPE "InstallmentStatus" AS ENUM ('Due', 'Paid', 'Cancelled');

-- CreateEnum
CREATE TYPE "InstallmentPaidVia" AS ENUM ('Online', 'C2C', 'Credit', 'Cash', 'Cheque');

-- AlterEnum
ALTER TYPE "BillPurpose" ADD VALUE 'ReservationInstallment';

-- AlterTable
ALTER TABLE "Bill" ADD COLUMN     "installmentId" INTEGER;

-- AlterTable
ALTER TABLE "Reservation" ADD COLUMN     "installmentPlanId" INTEGER;

-- CreateTable
CREATE TABLE "InstallmentPlan" (
    "id" SERIAL NOT NULL,
    "leaderId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "downPaymentPercent" INTEGER NOT NULL,
    "installmentCount" INTEGER NOT NULL,
    "dueDaysAfterPurchase" INTEGER[],
    "lastDueDaysBeforeDeparture" INTEGER NOT NULL,
    "surchargePercent" INTEGER NOT NULL DEFAULT 0,
    "archivedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "InstallmentPlan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReservationInstallment" (
    "id" SERIAL NOT NULL,
    "reservationId" INTEGER NOT NULL,
    "sequence" INTEGER NOT NULL,
    "amount" BIGINT NOT NULL,
    "commission" BIGINT NOT NULL DEFAULT 0,
    "sellerShare" BIGINT NOT NULL DEFAULT 0,
    "dueAt" TIMESTAMPTZ(3) NOT NULL,
    "status" "InstallmentStatus" NOT NULL DEFAULT 'Due',
    "paidAt" TIMESTAMPTZ(3),
    "paidVia" "InstallmentPaidVia",
    "offlineNote" TEXT,
    "recordedById" INTEGER,
    "billId" TEXT,
    "openBillId" TEXT,
    "cancelledAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ReservationInstallment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InstallmentReminder" (
    "id" SERIAL NOT NULL,
    "installmentId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "sentAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InstallmentReminder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "InstallmentPlan_leaderId_archivedAt_idx" ON "InstallmentPlan"("leaderId", "archivedAt");

-- CreateIndex
CREATE UNIQUE INDEX "ReservationInstallment_billId_key" ON "ReservationInstallment"("billId");

-- CreateIndex
CREATE UNIQUE INDEX "ReservationInstallment_openBillId_key" ON "ReservationInstallment"("openBillId");

-- CreateIndex
CREATE INDEX "ReservationInstallment_status_dueAt_idx" ON "ReservationInstallment"("status", "dueAt");

-- CreateIndex
CREATE UNIQUE INDEX "ReservationInstallment_reservationId_sequence_key" ON "ReservationInstallment"("reservationId", "sequence");

-- CreateIndex
CREATE UNIQUE INDEX "InstallmentReminder_installmentId_kind_key" ON "InstallmentReminder"("installmentId", "kind");

-- CreateIndex
CREATE INDEX "Bill_installmentId_idx" ON "Bill"("installmentId");

-- AddForeignKey
ALTER TABLE "Bill" ADD CONSTRAINT "Bill_installmentId_fkey" FOREIGN KEY ("installmentId") REFERENCES "ReservationInstallment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reservation" ADD CONSTRAINT "Reservation_installmentPlanId_fkey" FOREIGN KEY ("installmentPlanId") REFERENCES "InstallmentPlan"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InstallmentPlan" ADD CONSTRAINT "InstallmentPlan_leaderId_fkey" FOREIGN KEY ("leaderId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReservationInstallment" ADD CONSTRAINT "ReservationInstallment_reservationId_fkey" FOREIGN KEY ("reservationId") REFERENCES "Reservation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReservationInstallment" ADD CONSTRAINT "ReservationInstallment_recordedById_fkey" FOREIGN KEY ("recordedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InstallmentReminder" ADD CONSTRAINT "InstallmentReminder_installmentId_fkey" FOREIGN KEY ("installmentId") REFERENCES "ReservationInstallment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
