-- AlterTable
ALTER TABLE "Reservation" ADD COLUMN     "saleOrigin" TEXT;
