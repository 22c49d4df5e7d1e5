-- AlterTable
ALTER TABLE "User" ADD COLUMN     "gettingVAT" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "merchantId" TEXT,
ADD COLUMN     "usingPersonalTerminal" BOOLEAN NOT NULL DEFAULT false;
