-- AlterTable
ALTER TABLE "license_product" ADD COLUMN     "unlocksExporter" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "license_event" (
    "id" SERIAL NOT NULL,
    "licenseId" INTEGER NOT NULL,
    "licenseDetailId" INTEGER,
    "companyId" INTEGER NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userId" INTEGER,
    "action" TEXT NOT NULL,
    "fromStatus" INTEGER,
    "toStatus" INTEGER,
    "daysAdded" INTEGER,
    "observations" TEXT,

    CONSTRAINT "license_event_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "license_event_licenseId_at_idx" ON "license_event"("licenseId", "at");

-- CreateIndex
CREATE INDEX "license_event_companyId_at_idx" ON "license_event"("companyId", "at");


-- The products that unlock the exporter (the seed's Bionova Cloud and Exporter).
UPDATE "license_product" SET "unlocksExporter" = true WHERE "isCloud" OR "name" ILIKE '%exporter%';
