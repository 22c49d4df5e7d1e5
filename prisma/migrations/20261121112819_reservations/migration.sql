-- CreateEnum
CREATE TYPE "TicketStatus" AS ENUM ('Reserved', 'OfflinePayment', 'Card2CardPayment', 'ConfirmedPayment', 'Cancelled', 'ClosedByTourLeader', 'Card2CardPaymentPendingConfirmation', 'ConfirmedCard2CardPayment', 'Card2CardPaymentRefused', 'PaymentAbortedByUser', 'CreditPayment', 'ConfirmedCreditPayment');

-- CreateEnum
CREATE TYPE "AgeGroup" AS ENUM ('Adult', 'Child', 'Infant');

-- CreateEnum
CREATE TYPE "Gender" AS ENUM ('Male', 'Female');

-- CreateEnum
CREATE TYPE "RefundState" AS ENUM ('TourLeaderPending', 'OperatorPending', 'ProcessedByTourLeader', 'ProcessedByOperator');

-- CreateEnum
CREATE TYPE "SalesChannel" AS ENUM ('Instagram', 'Telegram', 'WhatsApp', 'Direct');

-- CreateTable
CREATE TABLE "Reservation" (
    "id" SERIAL NOT NULL,
    "trackingId" TEXT NOT NULL,
    "tourId" INTEGER NOT NULL,
    "sessionId" INTEGER NOT NULL,
    "buyerMobile" TEXT NOT NULL,
    "buyerEmail" TEXT,
    "buyerPhone" TEXT,
    "buyerUserId" INTEGER,
    "sellerId" INTEGER,
    "discountId" INTEGER,
    "discountCode" TEXT,
    "totalPrice" BIGINT NOT NULL,
    "discountAmount" BIGINT NOT NULL DEFAULT 0,
    "amount" BIGINT NOT NULL,
    "paymentMethod" "PaymentMethod" NOT NULL,
    "status" "TicketStatus" NOT NULL,
    "billId" TEXT,
    "uuid" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Reservation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Passenger" (
    "id" SERIAL NOT NULL,
    "reservationId" INTEGER NOT NULL,
    "sessionId" INTEGER NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "nationalId" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "gender" "Gender" NOT NULL,
    "ageGroup" "AgeGroup" NOT NULL,
    "extraQuestionAnswer" TEXT,
    "vehicleId" INTEGER,
    "vehicleType" "TransportType",
    "seatNumber" INTEGER,
    "basePrice" BIGINT NOT NULL,
    "vehiclePrice" BIGINT NOT NULL DEFAULT 0,
    "extrasPrice" BIGINT NOT NULL DEFAULT 0,
    "totalPrice" BIGINT NOT NULL,
    "discountPrice" BIGINT NOT NULL DEFAULT 0,
    "paid" BIGINT NOT NULL,
    "commission" BIGINT NOT NULL DEFAULT 0,
    "sellerShare" BIGINT NOT NULL DEFAULT 0,
    "status" "TicketStatus" NOT NULL,
    "activeNationalKey" TEXT,
    "cancelledAt" TIMESTAMPTZ(3),
    "refundId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Passenger_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SeatBooking" (
    "id" SERIAL NOT NULL,
    "sessionId" INTEGER NOT NULL,
    "vehicleId" INTEGER NOT NULL,
    "seatNumber" INTEGER NOT NULL,
    "passengerId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SeatBooking_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PassengerExtraItem" (
    "id" SERIAL NOT NULL,
    "passengerId" INTEGER NOT NULL,
    "extraItemId" INTEGER,
    "title" TEXT NOT NULL,
    "unitPrice" BIGINT NOT NULL,
    "number" INTEGER NOT NULL,

    CONSTRAINT "PassengerExtraItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Refund" (
    "id" SERIAL NOT NULL,
    "tourId" INTEGER NOT NULL,
    "reservationId" INTEGER NOT NULL,
    "penaltyPercent" INTEGER NOT NULL,
    "returnedAmount" BIGINT NOT NULL,
    "cardNumber" TEXT,
    "iban" TEXT,
    "state" "RefundState" NOT NULL,
    "refNum" TEXT,
    "note" TEXT,
    "payDate" TIMESTAMPTZ(3),
    "reason" TEXT NOT NULL DEFAULT 'Traveller',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TourVote" (
    "id" SERIAL NOT NULL,
    "tourId" INTEGER NOT NULL,
    "nationalId" TEXT NOT NULL,
    "question1" INTEGER NOT NULL DEFAULT 1,
    "question2" INTEGER NOT NULL DEFAULT 1,
    "question3" INTEGER NOT NULL DEFAULT 1,
    "question4" INTEGER NOT NULL DEFAULT 1,
    "comment" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TourVote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TourComment" (
    "id" SERIAL NOT NULL,
    "tourId" INTEGER NOT NULL,
    "fullName" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "mobile" TEXT,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TourComment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TourView" (
    "id" SERIAL NOT NULL,
    "tourId" INTEGER NOT NULL,
    "source" "SalesChannel" NOT NULL,
    "uuid" TEXT NOT NULL,
    "userId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TourView_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Reservation_trackingId_key" ON "Reservation"("trackingId");

-- CreateIndex
CREATE UNIQUE INDEX "Reservation_billId_key" ON "Reservation"("billId");

-- CreateIndex
CREATE INDEX "Reservation_buyerMobile_idx" ON "Reservation"("buyerMobile");

-- CreateIndex
CREATE INDEX "Reservation_sessionId_status_idx" ON "Reservation"("sessionId", "status");

-- CreateIndex
CREATE INDEX "Reservation_tourId_createdAt_idx" ON "Reservation"("tourId", "createdAt");

-- CreateIndex
CREATE INDEX "Reservation_sellerId_idx" ON "Reservation"("sellerId");

-- CreateIndex
CREATE UNIQUE INDEX "Passenger_activeNationalKey_key" ON "Passenger"("activeNationalKey");

-- CreateIndex
CREATE INDEX "Passenger_reservationId_idx" ON "Passenger"("reservationId");

-- CreateIndex
CREATE INDEX "Passenger_sessionId_nationalId_idx" ON "Passenger"("sessionId", "nationalId");

-- CreateIndex
CREATE INDEX "Passenger_nationalId_idx" ON "Passenger"("nationalId");

-- CreateIndex
CREATE INDEX "Passenger_refundId_idx" ON "Passenger"("refundId");

-- CreateIndex
CREATE UNIQUE INDEX "SeatBooking_passengerId_key" ON "SeatBooking"("passengerId");

-- CreateIndex
CREATE INDEX "SeatBooking_sessionId_idx" ON "SeatBooking"("sessionId");

-- CreateIndex
CREATE UNIQUE INDEX "SeatBooking_vehicleId_seatNumber_key" ON "SeatBooking"("vehicleId", "seatNumber");

-- CreateIndex
CREATE INDEX "PassengerExtraItem_passengerId_idx" ON "PassengerExtraItem"("passengerId");

-- CreateIndex
CREATE INDEX "PassengerExtraItem_extraItemId_idx" ON "PassengerExtraItem"("extraItemId");

-- CreateIndex
CREATE INDEX "Refund_tourId_createdAt_idx" ON "Refund"("tourId", "createdAt");

-- CreateIndex
CREATE INDEX "Refund_state_createdAt_idx" ON "Refund"("state", "createdAt");

-- CreateIndex
CREATE INDEX "Refund_reservationId_idx" ON "Refund"("reservationId");

-- CreateIndex
CREATE INDEX "TourVote_nationalId_idx" ON "TourVote"("nationalId");

-- CreateIndex
CREATE UNIQUE INDEX "TourVote_tourId_nationalId_key" ON "TourVote"("tourId", "nationalId");

-- CreateIndex
CREATE INDEX "TourComment_tourId_isDeleted_createdAt_idx" ON "TourComment"("tourId", "isDeleted", "createdAt");

-- CreateIndex
CREATE INDEX "TourComment_createdAt_idx" ON "TourComment"("createdAt");

-- CreateIndex
CREATE INDEX "TourView_tourId_createdAt_idx" ON "TourView"("tourId", "createdAt");

-- CreateIndex
CREATE INDEX "TourView_tourId_uuid_idx" ON "TourView"("tourId", "uuid");

-- AddForeignKey
ALTER TABLE "Reservation" ADD CONSTRAINT "Reservation_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reservation" ADD CONSTRAINT "Reservation_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "TourSession"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reservation" ADD CONSTRAINT "Reservation_buyerUserId_fkey" FOREIGN KEY ("buyerUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reservation" ADD CONSTRAINT "Reservation_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reservation" ADD CONSTRAINT "Reservation_discountId_fkey" FOREIGN KEY ("discountId") REFERENCES "TourDiscount"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reservation" ADD CONSTRAINT "Reservation_billId_fkey" FOREIGN KEY ("billId") REFERENCES "Bill"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Passenger" ADD CONSTRAINT "Passenger_reservationId_fkey" FOREIGN KEY ("reservationId") REFERENCES "Reservation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Passenger" ADD CONSTRAINT "Passenger_vehicleId_fkey" FOREIGN KEY ("vehicleId") REFERENCES "Vehicle"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Passenger" ADD CONSTRAINT "Passenger_refundId_fkey" FOREIGN KEY ("refundId") REFERENCES "Refund"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeatBooking" ADD CONSTRAINT "SeatBooking_vehicleId_fkey" FOREIGN KEY ("vehicleId") REFERENCES "Vehicle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeatBooking" ADD CONSTRAINT "SeatBooking_passengerId_fkey" FOREIGN KEY ("passengerId") REFERENCES "Passenger"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PassengerExtraItem" ADD CONSTRAINT "PassengerExtraItem_passengerId_fkey" FOREIGN KEY ("passengerId") REFERENCES "Passenger"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PassengerExtraItem" ADD CONSTRAINT "PassengerExtraItem_extraItemId_fkey" FOREIGN KEY ("extraItemId") REFERENCES "TourExtraItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_reservationId_fkey" FOREIGN KEY ("reservationId") REFERENCES "Reservation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourVote" ADD CONSTRAINT "TourVote_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourComment" ADD CONSTRAINT "TourComment_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourView" ADD CONSTRAINT "TourView_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE CASCADE ON UPDATE CASCADE;
