-- CreateEnum
CREATE TYPE "TourModeration" AS ENUM ('Hidden', 'Suspended');

-- AlterEnum
ALTER TYPE "OtpPurpose" ADD VALUE 'TravellerLogin';

-- AlterTable
ALTER TABLE "Tour" ADD COLUMN     "moderatedAt" TIMESTAMPTZ(3),
ADD COLUMN     "moderatedById" INTEGER,
ADD COLUMN     "moderation" "TourModeration",
ADD COLUMN     "moderationReason" TEXT;

-- CreateTable
CREATE TABLE "TravellerSession" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TravellerSession_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TravellerSession_tokenHash_key" ON "TravellerSession"("tokenHash");

-- CreateIndex
CREATE INDEX "TravellerSession_expiresAt_idx" ON "TravellerSession"("expiresAt");
