-- AlterTable
ALTER TABLE "Reservation" ADD COLUMN     "buyOrigin" TEXT;
