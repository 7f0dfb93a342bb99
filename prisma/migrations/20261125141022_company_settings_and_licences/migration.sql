-- AlterTable
ALTER TABLE "app_user" ADD COLUMN     "regionalFormatId" INTEGER;

-- AlterTable
ALTER TABLE "license_code" ADD COLUMN     "usedAt" TIMESTAMPTZ(3),
ADD COLUMN     "usedById" INTEGER;

-- AlterTable
ALTER TABLE "license_detail" ADD COLUMN     "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "requestedById" INTEGER;

-- AddForeignKey
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_regionalFormatId_fkey" FOREIGN KEY ("regionalFormatId") REFERENCES "regional_format"("id") ON DELETE SET NULL ON UPDATE CASCADE;

