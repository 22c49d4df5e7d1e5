-- CreateIndex
CREATE INDEX "Tour_deleted_startTime_idx" ON "Tour"("startTime" DESC, "id" DESC) WHERE ("deletedAt" IS NOT NULL);
