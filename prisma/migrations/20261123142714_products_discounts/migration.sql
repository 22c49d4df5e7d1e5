-- CreateEnum
CREATE TYPE "ProductOrderStatus" AS ENUM ('Pending', 'Paid', 'Released');

-- AlterTable
ALTER TABLE "Tour" DROP COLUMN "discountCampaignIds";

-- AlterTable
ALTER TABLE "Reservation" ADD COLUMN     "campaignCodeId" INTEGER;

-- CreateTable
CREATE TABLE "Product" (
    "id" SERIAL NOT NULL,
    "leaderId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "registrationEndTime" TIMESTAMPTZ(3) NOT NULL,
    "capacity" INTEGER NOT NULL,
    "soldCount" INTEGER NOT NULL DEFAULT 0,
    "price" BIGINT NOT NULL,
    "extraQuestion" TEXT,
    "isExtraQuestionDate" BOOLEAN NOT NULL DEFAULT false,
    "showInWebsite" BOOLEAN NOT NULL DEFAULT true,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductTag" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,

    CONSTRAINT "ProductTag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductPhoto" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "order" INTEGER NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "ProductPhoto_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductOrder" (
    "id" SERIAL NOT NULL,
    "trackingId" TEXT NOT NULL,
    "productId" INTEGER NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "nationalId" TEXT NOT NULL,
    "phone" TEXT,
    "orderCount" INTEGER NOT NULL,
    "unitPrice" BIGINT NOT NULL,
    "amount" BIGINT NOT NULL,
    "commission" BIGINT NOT NULL,
    "extraQuestionAnswer" TEXT,
    "paymentMethod" "PaymentMethod" NOT NULL,
    "status" "ProductOrderStatus" NOT NULL DEFAULT 'Pending',
    "billId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ProductOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DiscountCampaign" (
    "id" SERIAL NOT NULL,
    "leaderId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "isGeneratedBySystem" BOOLEAN NOT NULL,
    "endTime" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL,
    "percent" INTEGER,
    "price" BIGINT,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "deletedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "DiscountCampaign_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DiscountCode" (
    "id" SERIAL NOT NULL,
    "campaignId" INTEGER NOT NULL,
    "leaderId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "capacity" INTEGER NOT NULL,
    "usedCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "DiscountCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TourDiscountCampaign" (
    "tourId" INTEGER NOT NULL,
    "campaignId" INTEGER NOT NULL,

    CONSTRAINT "TourDiscountCampaign_pkey" PRIMARY KEY ("tourId","campaignId")
);

-- CreateIndex
CREATE INDEX "Product_leaderId_createdAt_idx" ON "Product"("leaderId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ProductTag_productId_title_key" ON "ProductTag"("productId", "title");

-- CreateIndex
CREATE UNIQUE INDEX "ProductPhoto_productId_order_key" ON "ProductPhoto"("productId", "order");

-- CreateIndex
CREATE UNIQUE INDEX "ProductPhoto_productId_name_key" ON "ProductPhoto"("productId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "ProductOrder_trackingId_key" ON "ProductOrder"("trackingId");

-- CreateIndex
CREATE UNIQUE INDEX "ProductOrder_billId_key" ON "ProductOrder"("billId");

-- CreateIndex
CREATE INDEX "ProductOrder_productId_status_createdAt_idx" ON "ProductOrder"("productId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "ProductOrder_mobile_idx" ON "ProductOrder"("mobile");

-- CreateIndex
CREATE INDEX "DiscountCampaign_leaderId_deletedAt_createdAt_idx" ON "DiscountCampaign"("leaderId", "deletedAt", "createdAt");

-- CreateIndex
CREATE INDEX "DiscountCode_campaignId_idx" ON "DiscountCode"("campaignId");

-- CreateIndex
CREATE UNIQUE INDEX "DiscountCode_leaderId_code_key" ON "DiscountCode"("leaderId", "code");

-- CreateIndex
CREATE INDEX "TourDiscountCampaign_campaignId_idx" ON "TourDiscountCampaign"("campaignId");

-- AddForeignKey
ALTER TABLE "Reservation" ADD CONSTRAINT "Reservation_campaignCodeId_fkey" FOREIGN KEY ("campaignCodeId") REFERENCES "DiscountCode"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_leaderId_fkey" FOREIGN KEY ("leaderId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductTag" ADD CONSTRAINT "ProductTag_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductPhoto" ADD CONSTRAINT "ProductPhoto_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductOrder" ADD CONSTRAINT "ProductOrder_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductOrder" ADD CONSTRAINT "ProductOrder_billId_fkey" FOREIGN KEY ("billId") REFERENCES "Bill"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiscountCampaign" ADD CONSTRAINT "DiscountCampaign_leaderId_fkey" FOREIGN KEY ("leaderId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiscountCode" ADD CONSTRAINT "DiscountCode_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "DiscountCampaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourDiscountCampaign" ADD CONSTRAINT "TourDiscountCampaign_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TourDiscountCampaign" ADD CONSTRAINT "TourDiscountCampaign_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "DiscountCampaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;
