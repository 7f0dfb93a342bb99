-- CreateIndex
CREATE INDEX "reading_bi_incubatorId_positionNumber_startedAt_idx" ON "reading_bi"("incubatorId", "positionNumber", "startedAt");

-- CreateIndex
CREATE INDEX "reading_bi_companyId_disinfection_startedAt_id_state_idx" ON "reading_bi"("companyId", "disinfection", "startedAt" DESC, "id" DESC, "state");

-- CreateIndex
CREATE INDEX "reading_bi_companyId_disinfection_sectorId_startedAt_id_sta_idx" ON "reading_bi"("companyId", "disinfection", "sectorId", "startedAt" DESC, "id" DESC, "state");

-- CreateIndex
CREATE INDEX "reading_pro_incubatorId_positionNumber_startedAt_idx" ON "reading_pro"("incubatorId", "positionNumber", "startedAt");

-- CreateIndex
CREATE INDEX "reading_pro_companyId_startedAt_id_state_idx" ON "reading_pro"("companyId", "startedAt" DESC, "id" DESC, "state");

-- CreateIndex
CREATE INDEX "reading_pro_companyId_sectorId_startedAt_id_state_idx" ON "reading_pro"("companyId", "sectorId", "startedAt" DESC, "id" DESC, "state");

-- CreateIndex
CREATE INDEX "reading_che_sterilizer_companyId_testedAt_id_state_idx" ON "reading_che_sterilizer"("companyId", "testedAt" DESC, "id" DESC, "state");

-- CreateIndex
CREATE INDEX "reading_che_sterilizer_companyId_sectorId_testedAt_id_state_idx" ON "reading_che_sterilizer"("companyId", "sectorId", "testedAt" DESC, "id" DESC, "state");

-- CreateIndex
CREATE INDEX "reading_che_washer_companyId_testedAt_id_state_idx" ON "reading_che_washer"("companyId", "testedAt" DESC, "id" DESC, "state");

-- CreateIndex
CREATE INDEX "reading_che_washer_companyId_sectorId_testedAt_id_state_idx" ON "reading_che_washer"("companyId", "sectorId", "testedAt" DESC, "id" DESC, "state");

