-- AlterTable
ALTER TABLE "app_log" ADD COLUMN     "data" JSONB;

