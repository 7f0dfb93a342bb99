-- CreateIndex
CREATE INDEX "reading_bi_incubatorId_positionNumber_startedAt_idx" ON "reading_bi"("incubatorId", "positionNumber", "startedAt");

-- CreateIndex
CREATE INDEX "reading_pro_incubatorId_positionNumber_startedAt_idx" ON "reading_pro"("incubatorId", "positionNumber", "startedAt");

