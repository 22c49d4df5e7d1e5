-- AlterTable
ALTER TABLE "WaitlistEntry" ADD COLUMN     "saleOrigin" TEXT;
