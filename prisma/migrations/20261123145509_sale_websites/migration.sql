-- CreateEnum
CREATE TYPE "TourVisibility" AS ENUM ('Hidden', 'Shown', 'Featured');

-- CreateEnum
CREATE TYPE "WebsitePlanType" AS ENUM ('Basic', 'Professional', 'Dedicated');

-- CreateEnum
CREATE TYPE "DomainStatus" AS ENUM ('NoDomain', 'InProcess', 'Approved');

-- AlterTable
-- The boolean becomes the spec's three display modes: false -> Hidden, true -> Shown.
ALTER TABLE "Tour" ADD COLUMN     "visibility" "TourVisibility" NOT NULL DEFAULT 'Shown';
UPDATE "Tour" SET "visibility" = 'Hidden' WHERE "visibleOnSaleWebsite" = false;
ALTER TABLE "Tour" DROP COLUMN "visibleOnSaleWebsite";

-- CreateTable
CREATE TABLE "SaleWebsite" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "subDomain" TEXT NOT NULL,
    "domain" TEXT,
    "domainStatus" "DomainStatus" NOT NULL DEFAULT 'NoDomain',
    "preBoughtDomain" BOOLEAN NOT NULL DEFAULT false,
    "planType" "WebsitePlanType" NOT NULL DEFAULT 'Basic',
    "startsAt" TIMESTAMPTZ(3),
    "expiresAt" TIMESTAMPTZ(3),
    "renewalNoticeSentAt" TIMESTAMPTZ(3),
    "colorPalette" TEXT NOT NULL DEFAULT 'c1',
    "policy1" TEXT,
    "policy2" TEXT,
    "tags" TEXT[],
    "productStoreTags" TEXT[],
    "certificatePhotoName" TEXT,
    "featureIds" INTEGER[],
    "customHeadElements" TEXT,
    "customBodyElements" TEXT,
    "customFooterElements" TEXT,
    "headApproved" BOOLEAN NOT NULL DEFAULT false,
    "bodyApproved" BOOLEAN NOT NULL DEFAULT false,
    "footersApproved" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SaleWebsite_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LinkGroup" (
    "id" SERIAL NOT NULL,
    "websiteId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "LinkGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LinkGroupLink" (
    "id" SERIAL NOT NULL,
    "groupId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "link" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "LinkGroupLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TourLogbook" (
    "tourId" INTEGER NOT NULL,
    "logbookText" TEXT NOT NULL,
    "previousPassengersCount" INTEGER NOT NULL,
    "previousToursCount" INTEGER NOT NULL,
    "embeddedVideoTitle" TEXT,
    "embeddedVideoLocation" TEXT,
    "photoName" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "TourLogbook_pkey" PRIMARY KEY ("tourId")
);

-- CreateTable
CREATE TABLE "Suggestion" (
    "id" SERIAL NOT NULL,
    "leaderId" INTEGER,
    "title" TEXT NOT NULL,
    "text" TEXT,
    "fullName" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "email" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Suggestion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContactMessage" (
    "id" SERIAL NOT NULL,
    "fullName" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "email" TEXT,
    "subject" TEXT,
    "message" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContactMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SaleWebsite_userId_key" ON "SaleWebsite"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "SaleWebsite_subDomain_key" ON "SaleWebsite"("subDomain");

-- CreateIndex
CREATE UNIQUE INDEX "SaleWebsite_domain_key" ON "SaleWebsite"("domain");

-- CreateIndex
CREATE INDEX "SaleWebsite_expiresAt_idx" ON "SaleWebsite"("expiresAt");

-- CreateIndex
CREATE INDEX "SaleWebsite_domainStatus_idx" ON "SaleWebsite"("domainStatus");

-- CreateIndex
CREATE UNIQUE INDEX "LinkGroup_websiteId_title_key" ON "LinkGroup"("websiteId", "title");

-- CreateIndex
CREATE INDEX "LinkGroupLink_groupId_idx" ON "LinkGroupLink"("groupId");

-- CreateIndex
CREATE INDEX "Suggestion_leaderId_createdAt_idx" ON "Suggestion"("leaderId", "createdAt");

-- CreateIndex
CREATE INDEX "ContactMessage_createdAt_idx" ON "ContactMessage"("createdAt");

-- AddForeignKey
ALTER TABLE "SaleWebsite" ADD CONSTRAINT "SaleWebsite_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LinkGroup" ADD CONSTRAINT "LinkGroup_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "SaleWebsite"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LinkGroupLink" ADD CONSTRAINT "LinkGroupLink_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "LinkGroup"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourLogbook" ADD CONSTRAINT "TourLogbook_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Suggestion" ADD CONSTRAINT "Suggestion_leaderId_fkey" FOREIGN KEY ("leaderId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
