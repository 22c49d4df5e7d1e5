-- CreateTable
CREATE TABLE "CheckIn" (
    "id" SERIAL NOT NULL,
    "passengerId" INTEGER NOT NULL,
    "sessionId" INTEGER NOT NULL,
    "boardedAt" TIMESTAMPTZ(3) NOT NULL,
    "boardedById" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CheckIn_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CheckIn_passengerId_key" ON "CheckIn"("passengerId");

-- CreateIndex
CREATE INDEX "CheckIn_sessionId_idx" ON "CheckIn"("sessionId");

-- AddForeignKey
ALTER TABLE "CheckIn" ADD CONSTRAINT "CheckIn_passengerId_fkey" FOREIGN KEY ("passengerId") REFERENCES "Passenger"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckIn" ADD CONSTRAINT "CheckIn_boardedById_fkey" FOREIGN KEY ("boardedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
