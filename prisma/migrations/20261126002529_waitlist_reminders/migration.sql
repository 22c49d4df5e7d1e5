-- CreateEnum
CREATE TYPE "WaitlistStatus" AS ENUM ('Waiting', 'Offered', 'Claimed', 'Lapsed', 'Removed');

-- CreateEnum
CREATE TYPE "ReminderStatus" AS ENUM ('Pending', 'Sending', 'Sent', 'Failed');

-- AlterTable
ALTER TABLE "TourSession" ADD COLUMN     "heldCount" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "TourDaySetting" (
    "tourId" INTEGER NOT NULL,
    "holdMinutes" INTEGER NOT NULL DEFAULT 30,
    "remindersOn" BOOLEAN NOT NULL DEFAULT true,
    "reminderMinute" INTEGER NOT NULL DEFAULT 1080,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "TourDaySetting_pkey" PRIMARY KEY ("tourId")
);

-- CreateTable
CREATE TABLE "WaitlistEntry" (
    "id" SERIAL NOT NULL,
    "sessionId" INTEGER NOT NULL,
    "mobile" TEXT NOT NULL,
    "places" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "status" "WaitlistStatus" NOT NULL DEFAULT 'Waiting',
    "activeKey" TEXT,
    "token" TEXT,
    "offeredAt" TIMESTAMPTZ(3),
    "holdExpiresAt" TIMESTAMPTZ(3),
    "smsSentAt" TIMESTAMPTZ(3),
    "claimedAt" TIMESTAMPTZ(3),
    "trackingId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WaitlistEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TourReminder" (
    "id" SERIAL NOT NULL,
    "sessionId" INTEGER NOT NULL,
    "passengerId" INTEGER NOT NULL,
    "mobile" TEXT NOT NULL,
    "status" "ReminderStatus" NOT NULL DEFAULT 'Pending',
    "text" TEXT NOT NULL,
    "sentAt" TIMESTAMPTZ(3),
    "error" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TourReminder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistEntry_activeKey_key" ON "WaitlistEntry"("activeKey");

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistEntry_token_key" ON "WaitlistEntry"("token");

-- CreateIndex
CREATE INDEX "WaitlistEntry_sessionId_status_position_idx" ON "WaitlistEntry"("sessionId", "status", "position");

-- CreateIndex
CREATE INDEX "WaitlistEntry_status_holdExpiresAt_idx" ON "WaitlistEntry"("status", "holdExpiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "TourReminder_passengerId_key" ON "TourReminder"("passengerId");

-- CreateIndex
CREATE INDEX "TourReminder_sessionId_idx" ON "TourReminder"("sessionId");

-- CreateIndex
CREATE INDEX "TourReminder_status_idx" ON "TourReminder"("status");

-- AddForeignKey
ALTER TABLE "TourDaySetting" ADD CONSTRAINT "TourDaySetting_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "TourSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourReminder" ADD CONSTRAINT "TourReminder_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "TourSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourReminder" ADD CONSTRAINT "TourReminder_passengerId_fkey" FOREIGN KEY ("passengerId") REFERENCES "Passenger"("id") ON DELETE CASCADE ON UPDATE CASCADE;
