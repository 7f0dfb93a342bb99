-- AlterTable
ALTER TABLE "sys_log" ADD COLUMN     "action" TEXT,
ADD COLUMN     "entity" TEXT,
ADD COLUMN     "entityId" TEXT;

