-- AlterTable
ALTER TABLE "license_detail" ADD COLUMN     "noticeSentAt" TIMESTAMPTZ(3);

