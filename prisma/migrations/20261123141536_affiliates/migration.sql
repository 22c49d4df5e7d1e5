-- CreateTable
CREATE TABLE "AffiliateLeader" (
    "id" SERIAL NOT NULL,
    "affiliateId" INTEGER NOT NULL,
    "leaderId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AffiliateLeader_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebServiceOrder" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "brand" TEXT NOT NULL,
    "saleWebsiteDomain" TEXT NOT NULL,
    "description" TEXT,
    "handledAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebServiceOrder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AffiliateLeader_leaderId_idx" ON "AffiliateLeader"("leaderId");

-- CreateIndex
CREATE UNIQUE INDEX "AffiliateLeader_affiliateId_leaderId_key" ON "AffiliateLeader"("affiliateId", "leaderId");

-- CreateIndex
CREATE INDEX "WebServiceOrder_createdAt_idx" ON "WebServiceOrder"("createdAt");

-- CreateIndex
CREATE INDEX "WebServiceOrder_userId_createdAt_idx" ON "WebServiceOrder"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "AffiliateLeader" ADD CONSTRAINT "AffiliateLeader_affiliateId_fkey" FOREIGN KEY ("affiliateId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AffiliateLeader" ADD CONSTRAINT "AffiliateLeader_leaderId_fkey" FOREIGN KEY ("leaderId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebServiceOrder" ADD CONSTRAINT "WebServiceOrder_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
