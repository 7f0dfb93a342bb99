-- AlterTable
ALTER TABLE "desktop_migration" ADD COLUMN     "errorReport" JSONB,
ADD COLUMN     "fileHash" TEXT,
ADD COLUMN     "filePath" TEXT,
ADD COLUMN     "fileSize" BIGINT,
ADD COLUMN     "finishedAt" TIMESTAMPTZ(3),
ADD COLUMN     "totalRows" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "desktop_migration_companyId_fileHash_idx" ON "desktop_migration"("companyId", "fileHash");

