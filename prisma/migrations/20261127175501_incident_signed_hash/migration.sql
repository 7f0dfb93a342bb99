-- AlterTable
ALTER TABLE "incident" ADD COLUMN     "signedHash" TEXT;

