-- AlterTable
ALTER TABLE "reading_bi" ADD COLUMN     "expirationDate" DATE;

-- AlterTable
ALTER TABLE "reading_pro" ADD COLUMN     "expirationDate" DATE;

