-- CreateEnum
CREATE TYPE "TourType" AS ENUM ('SimpleTour', 'PeriodicTour', 'Event');

-- CreateEnum
CREATE TYPE "TourStatus" AS ENUM ('Enabled', 'Disabled', 'Cancelled', 'FullyBooked', 'Finished', 'RegistrationFinished');

-- CreateEnum
CREATE TYPE "TransportType" AS ENUM ('AirPlane', 'Train', 'Offroad', 'Bus44', 'Bus32', 'Bus25', 'Bus26', 'PrivateCar', 'MiniBus', 'TouristBus', 'MiddleBus');

-- CreateEnum
CREATE TYPE "Accommodation" AS ENUM ('None', 'NatureCamping', 'ForestCabin', 'EcoLodge', 'PrivateVilla', 'ApartmentHotel', 'Hotel2Star', 'Hotel3Star', 'Hotel4Star', 'Hotel5Star');

-- CreateTable
CREATE TABLE "TourStyle" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "TourStyle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TourHardship" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "TourHardship_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CancellationReason" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CancellationReason_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Tour" (
    "id" SERIAL NOT NULL,
    "leaderId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "tourType" "TourType" NOT NULL,
    "styleId" INTEGER,
    "startCityId" INTEGER,
    "startPlaceText" TEXT,
    "endPlaceText" TEXT,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "isAbroad" BOOLEAN NOT NULL DEFAULT false,
    "hardShipId" INTEGER,
    "showHardShipDescriptionInBuyTime" BOOLEAN NOT NULL DEFAULT false,
    "startAge" INTEGER NOT NULL DEFAULT 18,
    "endAge" INTEGER NOT NULL DEFAULT 65,
    "accommodations" "Accommodation"[],
    "dailyProgram" TEXT,
    "ticketNote" TEXT,
    "extraQuestionTitle" TEXT,
    "extraQuestionIsDateType" BOOLEAN NOT NULL DEFAULT false,
    "answerToExtraQuestionIsRequired" BOOLEAN NOT NULL DEFAULT false,
    "localLeaderName" TEXT,
    "localLeaderPhoto" TEXT,
    "copyLocalLeaderPhotoFromDefaultTour" BOOLEAN NOT NULL DEFAULT true,
    "affiliatesCanSellThisTour" BOOLEAN NOT NULL DEFAULT false,
    "shareFromSalesToAffiliates" BIGINT NOT NULL DEFAULT 0,
    "shareIsInPercent" BOOLEAN NOT NULL DEFAULT true,
    "maxSellCountFromCollaborators" INTEGER,
    "discountCampaignIds" INTEGER[],
    "definitionInstallmentIds" INTEGER[],
    "isDraft" BOOLEAN NOT NULL DEFAULT false,
    "registrationOpen" BOOLEAN NOT NULL DEFAULT true,
    "visibleOnSaleWebsite" BOOLEAN NOT NULL DEFAULT true,
    "status" "TourStatus" NOT NULL DEFAULT 'Enabled',
    "cancelledAt" TIMESTAMPTZ(3),
    "cancellationReasonId" INTEGER,
    "cancellationDescription" TEXT,
    "startTime" TIMESTAMPTZ(3),
    "endTime" TIMESTAMPTZ(3),
    "deletedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Tour_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TourSession" (
    "id" SERIAL NOT NULL,
    "tourId" INTEGER NOT NULL,
    "startTime" TIMESTAMPTZ(3) NOT NULL,
    "endTime" TIMESTAMPTZ(3) NOT NULL,
    "registrationEndTime" TIMESTAMPTZ(3),
    "capacity" INTEGER NOT NULL,
    "bookedCount" INTEGER NOT NULL DEFAULT 0,
    "price" BIGINT NOT NULL,
    "childPrice" BIGINT,
    "infantPrice" BIGINT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TourSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Vehicle" (
    "id" SERIAL NOT NULL,
    "sessionId" INTEGER NOT NULL,
    "vehicleType" "TransportType" NOT NULL,
    "busPassengersCanChooseTheirSeat" BOOLEAN NOT NULL DEFAULT false,
    "price" BIGINT NOT NULL DEFAULT 0,
    "capacity" INTEGER NOT NULL,
    "bookedCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Vehicle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VehicleClosedSeat" (
    "id" SERIAL NOT NULL,
    "vehicleId" INTEGER NOT NULL,
    "seatNumber" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VehicleClosedSeat_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TourRefundRule" (
    "id" SERIAL NOT NULL,
    "tourId" INTEGER NOT NULL,
    "daysBefore" INTEGER NOT NULL,
    "penaltyPercent" INTEGER NOT NULL,

    CONSTRAINT "TourRefundRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TourExtraItem" (
    "id" SERIAL NOT NULL,
    "tourId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "capacity" INTEGER NOT NULL,
    "price" BIGINT NOT NULL,
    "soldCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "TourExtraItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TourService" (
    "id" SERIAL NOT NULL,
    "tourId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,

    CONSTRAINT "TourService_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TourChecklistItem" (
    "id" SERIAL NOT NULL,
    "tourId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,

    CONSTRAINT "TourChecklistItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TourTag" (
    "id" SERIAL NOT NULL,
    "tourId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,

    CONSTRAINT "TourTag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TourPhoto" (
    "id" SERIAL NOT NULL,
    "tourId" INTEGER NOT NULL,
    "order" INTEGER NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "TourPhoto_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TourDiscount" (
    "id" SERIAL NOT NULL,
    "tourId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "capacity" INTEGER NOT NULL,
    "usedCount" INTEGER NOT NULL DEFAULT 0,
    "percent" INTEGER,
    "price" BIGINT,
    "endTime" TIMESTAMPTZ(3),

    CONSTRAINT "TourDiscount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TourCollaborator" (
    "id" SERIAL NOT NULL,
    "tourId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,

    CONSTRAINT "TourCollaborator_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TourEvent" (
    "id" SERIAL NOT NULL,
    "tourId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "processedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TourEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DefaultTour" (
    "id" SERIAL NOT NULL,
    "leaderId" INTEGER NOT NULL,
    "startCityId" INTEGER,
    "startAge" INTEGER NOT NULL DEFAULT 18,
    "endAge" INTEGER NOT NULL DEFAULT 65,
    "services" TEXT[],
    "checkLists" TEXT[],
    "tags" TEXT[],
    "collaborators" INTEGER[],
    "vehicles" JSONB NOT NULL DEFAULT '[]',
    "refundRules" JSONB NOT NULL DEFAULT '[]',
    "ticketNote" TEXT,
    "localLeaderFullName" TEXT,
    "localLeaderPhoto" TEXT,
    "defaultPhoto" TEXT,
    "extraQuestionTitle" TEXT,
    "extraQuestionIsDateType" BOOLEAN NOT NULL DEFAULT false,
    "answerToExtraQuestionIsRequired" BOOLEAN NOT NULL DEFAULT false,
    "affiliatesCanSellThisTour" BOOLEAN NOT NULL DEFAULT false,
    "shareFromSalesToAffiliates" BIGINT NOT NULL DEFAULT 0,
    "shareIsInPercent" BOOLEAN NOT NULL DEFAULT true,
    "maxSellCountFromCollaborators" INTEGER,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "DefaultTour_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TourStyle_title_key" ON "TourStyle"("title");

-- CreateIndex
CREATE UNIQUE INDEX "TourHardship_title_key" ON "TourHardship"("title");

-- CreateIndex
CREATE UNIQUE INDEX "CancellationReason_title_key" ON "CancellationReason"("title");

-- CreateIndex
CREATE INDEX "Tour_leaderId_deletedAt_startTime_idx" ON "Tour"("leaderId", "deletedAt", "startTime");

-- CreateIndex
CREATE INDEX "Tour_startTime_idx" ON "Tour"("startTime");

-- CreateIndex
CREATE INDEX "TourSession_tourId_startTime_idx" ON "TourSession"("tourId", "startTime");

-- CreateIndex
CREATE INDEX "Vehicle_sessionId_idx" ON "Vehicle"("sessionId");

-- CreateIndex
CREATE UNIQUE INDEX "VehicleClosedSeat_vehicleId_seatNumber_key" ON "VehicleClosedSeat"("vehicleId", "seatNumber");

-- CreateIndex
CREATE UNIQUE INDEX "TourRefundRule_tourId_daysBefore_key" ON "TourRefundRule"("tourId", "daysBefore");

-- CreateIndex
CREATE INDEX "TourExtraItem_tourId_idx" ON "TourExtraItem"("tourId");

-- CreateIndex
CREATE INDEX "TourService_tourId_idx" ON "TourService"("tourId");

-- CreateIndex
CREATE INDEX "TourChecklistItem_tourId_idx" ON "TourChecklistItem"("tourId");

-- CreateIndex
CREATE INDEX "TourTag_title_idx" ON "TourTag"("title");

-- CreateIndex
CREATE UNIQUE INDEX "TourTag_tourId_title_key" ON "TourTag"("tourId", "title");

-- CreateIndex
CREATE UNIQUE INDEX "TourPhoto_tourId_order_key" ON "TourPhoto"("tourId", "order");

-- CreateIndex
CREATE UNIQUE INDEX "TourPhoto_tourId_name_key" ON "TourPhoto"("tourId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "TourDiscount_tourId_code_key" ON "TourDiscount"("tourId", "code");

-- CreateIndex
CREATE INDEX "TourCollaborator_userId_idx" ON "TourCollaborator"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "TourCollaborator_tourId_userId_key" ON "TourCollaborator"("tourId", "userId");

-- CreateIndex
CREATE INDEX "TourEvent_kind_processedAt_idx" ON "TourEvent"("kind", "processedAt");

-- CreateIndex
CREATE UNIQUE INDEX "DefaultTour_leaderId_key" ON "DefaultTour"("leaderId");

-- AddForeignKey
ALTER TABLE "Tour" ADD CONSTRAINT "Tour_leaderId_fkey" FOREIGN KEY ("leaderId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Tour" ADD CONSTRAINT "Tour_styleId_fkey" FOREIGN KEY ("styleId") REFERENCES "TourStyle"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Tour" ADD CONSTRAINT "Tour_startCityId_fkey" FOREIGN KEY ("startCityId") REFERENCES "City"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Tour" ADD CONSTRAINT "Tour_hardShipId_fkey" FOREIGN KEY ("hardShipId") REFERENCES "TourHardship"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Tour" ADD CONSTRAINT "Tour_cancellationReasonId_fkey" FOREIGN KEY ("cancellationReasonId") REFERENCES "CancellationReason"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourSession" ADD CONSTRAINT "TourSession_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Vehicle" ADD CONSTRAINT "Vehicle_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "TourSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VehicleClosedSeat" ADD CONSTRAINT "VehicleClosedSeat_vehicleId_fkey" FOREIGN KEY ("vehicleId") REFERENCES "Vehicle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourRefundRule" ADD CONSTRAINT "TourRefundRule_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourExtraItem" ADD CONSTRAINT "TourExtraItem_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourService" ADD CONSTRAINT "TourService_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourChecklistItem" ADD CONSTRAINT "TourChecklistItem_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourTag" ADD CONSTRAINT "TourTag_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourPhoto" ADD CONSTRAINT "TourPhoto_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourDiscount" ADD CONSTRAINT "TourDiscount_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourCollaborator" ADD CONSTRAINT "TourCollaborator_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourCollaborator" ADD CONSTRAINT "TourCollaborator_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourEvent" ADD CONSTRAINT "TourEvent_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DefaultTour" ADD CONSTRAINT "DefaultTour_leaderId_fkey" FOREIGN KEY ("leaderId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DefaultTour" ADD CONSTRAINT "DefaultTour_startCityId_fkey" FOREIGN KEY ("startCityId") REFERENCES "City"("id") ON DELETE SET NULL ON UPDATE CASCADE;
