-- AlterTable
ALTER TABLE "sys_notification" ADD COLUMN     "audience" INTEGER NOT NULL DEFAULT 2,
ADD COLUMN     "translations" JSONB;

