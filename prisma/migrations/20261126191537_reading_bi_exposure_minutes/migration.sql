-- AlterTable
ALTER TABLE "reading_bi" ADD COLUMN     "exposureMinutes" INTEGER;

-- CreateIndex
CREATE INDEX "reading_bi_sterilizerId_startedAt_idx" ON "reading_bi"("sterilizerId", "startedAt");

