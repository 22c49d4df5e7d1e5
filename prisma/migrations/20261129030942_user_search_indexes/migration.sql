-- CreateIndex
CREATE INDEX "User_firstName_trgm_idx" ON "User" USING GIN ("firstName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_lastName_trgm_idx" ON "User" USING GIN ("lastName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_brand_trgm_idx" ON "User" USING GIN ("brand" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_mobile_trgm_idx" ON "User" USING GIN ("mobile" gin_trgm_ops);
