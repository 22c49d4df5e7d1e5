-- CreateEnum
CREATE TYPE "GroupMessageStatus" AS ENUM ('Queued', 'Sending', 'Sent');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "PaymentMethod" ADD VALUE 'Offline';
ALTER TYPE "PaymentMethod" ADD VALUE 'OfflinePlusCommission';

-- AlterTable
ALTER TABLE "Passenger" ADD COLUMN     "description" TEXT,
ADD COLUMN     "email" TEXT,
ADD COLUMN     "phone" TEXT;

-- CreateTable
CREATE TABLE "PassengerBlacklist" (
    "id" SERIAL NOT NULL,
    "leaderId" INTEGER NOT NULL,
    "nationalId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PassengerBlacklist_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Subscriber" (
    "id" SERIAL NOT NULL,
    "leaderId" INTEGER NOT NULL,
    "mobile" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Subscriber_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GroupMessage" (
    "id" SERIAL NOT NULL,
    "leaderId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "tourId" INTEGER,
    "text" TEXT NOT NULL,
    "recipients" TEXT[],
    "sentCount" INTEGER NOT NULL DEFAULT 0,
    "cost" BIGINT NOT NULL DEFAULT 0,
    "status" "GroupMessageStatus" NOT NULL DEFAULT 'Queued',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMPTZ(3),

    CONSTRAINT "GroupMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PassengerBlacklist_leaderId_nationalId_key" ON "PassengerBlacklist"("leaderId", "nationalId");

-- CreateIndex
CREATE INDEX "Subscriber_leaderId_createdAt_idx" ON "Subscriber"("leaderId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Subscriber_leaderId_mobile_key" ON "Subscriber"("leaderId", "mobile");

-- CreateIndex
CREATE INDEX "GroupMessage_status_createdAt_idx" ON "GroupMessage"("status", "createdAt");

-- CreateIndex
CREATE INDEX "GroupMessage_leaderId_createdAt_idx" ON "GroupMessage"("leaderId", "createdAt");
